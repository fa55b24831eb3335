import { pick } from './random';

// Parallel word lists so generated names have an English and a Chinese form.
const ADJECTIVES: [string, string][] = [
  ['Golden', '黄金'],
  ['Lucky', '幸运'],
  ['Mega', '超级'],
  ['Wild', '狂野'],
  ['Royal', '皇家'],
  ['Fortune', '财富'],
  ['Mighty', '强大'],
  ['Crazy', '疯狂'],
  ['Magic', '魔法'],
  ['Dragon', '巨龙'],
  ['Jade', '翡翠'],
  ['Diamond', '钻石'],
  ['Thunder', '雷霆'],
  ['Neon', '霓虹'],
  ['Treasure', '宝藏'],
];
/** Nouns by game type; a type without its own takes the RNG ones. */
const NOUNS: { RNG: [string, string][] } & Partial<Record<string, [string, string][]>> = {
  RNG: [
    ['Gems', '宝石'],
    ['Ace', '王牌'],
    ['Empire', '帝国'],
    ['Bonanza', '富矿'],
    ['Reels', '转轴'],
    ['Fruits', '水果'],
    ['Tiger', '老虎'],
    ['Phoenix', '凤凰'],
    ['Pharaoh', '法老'],
    ['Panda', '熊猫'],
  ],
  FISH: [
    ['Ocean King', '海王'],
    ['Fishing', '捕鱼'],
    ['Shark Hunt', '猎鲨'],
    ['Deep Sea', '深海'],
    ['Mermaid', '美人鱼'],
  ],
  LIVE: [
    ['Baccarat', '百家乐'],
    ['Roulette', '轮盘'],
    ['Blackjack', '二十一点'],
    ['Sic Bo', '骰宝'],
    ['Dragon Tiger', '龙虎'],
  ],
  PVP: [
    ['Poker', '扑克'],
    ['Teen Patti', '三张牌'],
    ['Rummy', '拉米'],
    ['Niu Niu', '牛牛'],
    ['Pai Gow', '牌九'],
  ],
  BG: [
    ['Bingo', '宾果'],
    ['Keno', '基诺'],
    ['Lotto Bingo', '乐透宾果'],
  ],
  SPORTS: [
    ['Sportsbook', '体育'],
    ['Arena', '竞技场'],
  ],
  LOTT: [
    ['Lotto', '彩票'],
    ['Keno', '基诺'],
    ['4D', '4D'],
  ],
  ELOTT: [
    ['Speed Lotto', '极速彩'],
    ['Fast 3', '快三'],
    ['Lucky 10', '幸运10'],
  ],
};

/** A deterministic unique name pair for the n-th game of a vendor and type. */
export function gameNames(rand: () => number, kind: string, vendor: string, n: number, used: Set<string>) {
  const nouns = NOUNS[kind] ?? NOUNS.RNG;
  for (let attempt = 0; ; attempt++) {
    const [aEn, aCn] = pick(rand, ADJECTIVES);
    const [nEn, nCn] = pick(rand, nouns);
    const suffix = attempt > 3 ? ` ${n + 1}` : '';
    const en = `${aEn} ${nEn}${suffix}`;
    const key = `${vendor}:${en}`;
    if (!used.has(key)) {
      used.add(key);
      return { en, cn: `${aCn}${nCn}${suffix}` };
    }
  }
}
