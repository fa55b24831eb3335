import type { SearchDictionary } from '../../dictionary';

const cn: SearchDictionary = {
  search: {
    noResult: '没有与“{{text}}”匹配的游戏',
    found_one: '找到 {{total}} 款游戏',
    found_other: '找到 {{total}} 款游戏',
    foundCapped: '找到 {{total}}+ 款游戏',
    capNote: '仅显示最匹配的 {{total}} 款。输入更完整的名称以缩小范围。',
  },
};
export default cn;
