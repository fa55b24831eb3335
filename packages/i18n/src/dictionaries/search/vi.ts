import type { SearchDictionary } from '../../dictionary';

const vi: SearchDictionary = {
  search: {
    noResult: 'Không có trò chơi nào khớp với “{{text}}”',
    found_one: 'Tìm thấy {{total}} trò chơi',
    found_other: 'Tìm thấy {{total}} trò chơi',
    foundCapped: 'Tìm thấy {{total}}+ trò chơi',
    capNote: 'Chỉ hiển thị {{total}} kết quả phù hợp nhất. Nhập thêm tên để thu hẹp tìm kiếm.',
  },
};
export default vi;
