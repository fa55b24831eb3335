import type { SearchDictionary } from '../../dictionary';

const ja: SearchDictionary = {
  search: {
    noResult: '「{{text}}」に一致するゲームはありません',
    found_one: '{{total}}件のゲームが見つかりました',
    found_other: '{{total}}件のゲームが見つかりました',
    foundCapped: '{{total}}+件のゲームが見つかりました',
    capNote: '一致度の高い{{total}}件のみ表示しています。名前をさらに入力して絞り込んでください。',
  },
};
export default ja;
