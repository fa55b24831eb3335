import type { SearchDictionary } from '../../dictionary';

const id: SearchDictionary = {
  search: {
    noResult: 'Tidak ada game yang cocok dengan “{{text}}”',
    found_one: '{{total}} game ditemukan',
    found_other: '{{total}} game ditemukan',
    foundCapped: '{{total}}+ game ditemukan',
    capNote: 'Menampilkan {{total}} hasil terbaik. Ketik lebih banyak nama untuk mempersempit pencarian.',
  },
};
export default id;
