import type { SearchDictionary } from '../../dictionary';

const ko: SearchDictionary = {
  search: {
    noResult: '“{{text}}”와(과) 일치하는 게임이 없습니다',
    found_one: '게임 {{total}}개를 찾았습니다',
    found_other: '게임 {{total}}개를 찾았습니다',
    foundCapped: '게임 {{total}}+개를 찾았습니다',
    capNote: '가장 잘 맞는 {{total}}개만 표시합니다. 이름을 더 입력해 검색 범위를 좁히세요.',
  },
};
export default ko;
