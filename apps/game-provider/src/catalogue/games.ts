/**
 * The provider's games: one engine each (slot, roulette, crash), dressed per studio in a skin of
 * its own (name, colours, pictures). Codes are stable: the platform keys its catalogue by them.
 */
import { CRASH_RTP_BP } from '../math/crash';
import { ROULETTE_RTP_BP } from '../math/roulette';
import { SLOT_RTP_BP } from '../math/slot';

export type GameKind = 'slot' | 'roulette' | 'crash';
export type Names = { en: string; my: string; cn: string; th: string };

/** Pictures of a slot's symbols 1 to 4, its wild and its scatter (game-icons.net names). */
export interface SlotArt {
  pictures: readonly [string, string, string, string];
  wild: string;
  scatter: string;
}

export interface Skin {
  /** Page background: two colours of a gradient. */
  bg: readonly [string, string];
  /** Buttons and highlights, and the text on them. */
  accent: string;
  onAccent: string;
  /** The slot's pictures, or the crash game's flyer. */
  slot?: SlotArt;
  flyer?: string;
}

export interface GameDef {
  code: string;
  kind: GameKind;
  studio: string;
  names: Names;
  skin: Skin;
}

export const RTP_BP: Record<GameKind, number> = {
  slot: SLOT_RTP_BP,
  roulette: ROULETTE_RTP_BP,
  crash: CRASH_RTP_BP,
};

/** When this list of games last changed (a game's own change or withdrawal has its own time). */
export const CATALOGUE_UPDATED_AT = '2026-12-01T00:00:00Z';

const code = (kind: GameKind, studio: string) => `lgp-${kind}-${studio.toLowerCase().replace(/_/g, '-')}`;

const slot = (studio: string, names: Names, skin: Skin): GameDef => ({
  code: code('slot', studio),
  kind: 'slot',
  studio,
  names,
  skin,
});
const roulette = (studio: string, names: Names, skin: Skin): GameDef => ({
  code: code('roulette', studio),
  kind: 'roulette',
  studio,
  names,
  skin,
});
const crash = (studio: string, names: Names, skin: Skin): GameDef => ({
  code: code('crash', studio),
  kind: 'crash',
  studio,
  names,
  skin,
});

const ROCKET = 'rocket-flight';
const ROOSTER = 'rooster';
const BALL = 'soccer-ball';
const PLANE = 'airplane';

/** Every studio of the platform's demo catalogue has at least one game (BGS is the platform's own). */
export const GAMES: readonly GameDef[] = [
  slot(
    'JL',
    { en: 'Golden Tiger Fortune', my: 'ရွှေကျား ကံထူး', cn: '金虎财富', th: 'เสือทองนำโชค' },
    {
      bg: ['#5b0a0a', '#1c0303'],
      accent: '#f5c542',
      onAccent: '#3a0606',
      slot: {
        pictures: ['tiger-head', 'dragon-head', 'asian-lantern', 'crown-coin'],
        wild: 'yin-yang',
        scatter: 'gold-stack',
      },
    },
  ),
  slot(
    'PG',
    { en: 'Jade Lotus', my: 'ကျောက်စိမ်း ကြာပန်း', cn: '翡翠莲花', th: 'ดอกบัวหยก' },
    {
      bg: ['#07473f', '#021a17'],
      accent: '#7ff0c8',
      onAccent: '#04312b',
      slot: {
        pictures: ['double-dragon', 'lotus-flower', 'pagoda', 'panda'],
        wild: 'yin-yang',
        scatter: 'oyster-pearl',
      },
    },
  ),
  slot(
    'PP',
    { en: 'Sun of Egypt', my: 'အီဂျစ် နေမင်း', cn: '埃及太阳', th: 'สุริยันแห่งอียิปต์' },
    {
      bg: ['#6b3a06', '#1f1002'],
      accent: '#ffb733',
      onAccent: '#3b1f02',
      slot: {
        pictures: ['gold-scarab', 'eye-of-horus', 'ankh', 'egyptian-pyramids'],
        wild: 'sun',
        scatter: 'egyptian-temple',
      },
    },
  ),
  slot(
    'FC',
    { en: 'Pearl Lagoon', my: 'ပုလဲ ရေကန်', cn: '珍珠泻湖', th: 'ทะเลสาบไข่มุก' },
    {
      bg: ['#0a3a6b', '#03142a'],
      accent: '#5fd4ff',
      onAccent: '#032440',
      slot: {
        pictures: ['mermaid', 'dolphin', 'seahorse', 'turtle'],
        wild: 'trident',
        scatter: 'oyster-pearl',
      },
    },
  ),
  slot(
    'JDB',
    { en: 'Royal Gems', my: 'တော်ဝင် ကျောက်မျက်', cn: '皇家宝石', th: 'อัญมณีราชวงศ์' },
    {
      bg: ['#3d0f5e', '#14041f'],
      accent: '#e29bff',
      onAccent: '#2a0842',
      slot: {
        pictures: ['jewel-crown', 'emerald', 'big-diamond-ring', 'pearl-necklace'],
        wild: 'crystal-ball',
        scatter: 'open-treasure-chest',
      },
    },
  ),
  slot(
    'CQ9',
    { en: 'Lucky Bells', my: 'ကံကောင်း ခေါင်းလောင်း', cn: '幸运铃铛', th: 'ระฆังนำโชค' },
    {
      bg: ['#7a2d00', '#240c00'],
      accent: '#ffd24d',
      onAccent: '#3d1700',
      slot: {
        pictures: ['ringing-bell', 'horseshoe', 'clover', 'cherry'],
        wild: 'laurel-crown',
        scatter: 'money-stack',
      },
    },
  ),
  roulette(
    'EVO',
    { en: 'Emerald Roulette', my: 'မြစိမ်း ရူလက်', cn: '翡翠轮盘', th: 'รูเล็ตมรกต' },
    { bg: ['#0b4d2c', '#03190e'], accent: '#e8c15a', onAccent: '#2b1f02' },
  ),
  roulette(
    'SEXY',
    { en: 'Rose Roulette', my: 'နှင်းဆီ ရူလက်', cn: '玫瑰轮盘', th: 'รูเล็ตกุหลาบ' },
    { bg: ['#6b0f3f', '#200414'], accent: '#ff8fc7', onAccent: '#3d0624' },
  ),
  roulette(
    'PP',
    { en: 'Grand Roulette', my: 'ဂရန်း ရူလက်', cn: '至尊轮盘', th: 'แกรนด์รูเล็ต' },
    { bg: ['#6b3a06', '#1f1002'], accent: '#ffb733', onAccent: '#3b1f02' },
  ),
  roulette(
    'KM',
    { en: "King's Roulette", my: 'ဘုရင့် ရူလက်', cn: '王者轮盘', th: 'รูเล็ตราชา' },
    { bg: ['#13306b', '#050f24'], accent: '#ffd36b', onAccent: '#241a02' },
  ),
  roulette(
    'TCG_LOTTO_VN',
    { en: 'Vietnam Lotto Wheel', my: 'ဗီယက်နမ် ထီဘီး', cn: '越南彩票轮盘', th: 'วงล้อหวยเวียดนาม' },
    { bg: ['#7a0b12', '#250306'], accent: '#ffe14d', onAccent: '#3d0a06' },
  ),
  roulette(
    'TCG_SEA',
    { en: 'Southeast Lotto Wheel', my: 'အရှေ့တောင်အာရှ ထီဘီး', cn: '东南亚彩票轮盘', th: 'วงล้อหวยอาเซียน' },
    { bg: ['#0b5a5a', '#031d1d'], accent: '#ffcf5c', onAccent: '#2b2002' },
  ),
  roulette(
    'TCG',
    { en: 'Lucky Number Roulette', my: 'ကံကောင်းဂဏန်း ရူလက်', cn: '幸运号码轮盘', th: 'รูเล็ตเลขนำโชค' },
    { bg: ['#2f1a6b', '#0d0724'], accent: '#7ee0ff', onAccent: '#081f33' },
  ),
  crash(
    'JL',
    { en: 'Jet Fortune', my: 'ကံထူး ဂျက်လေယာဉ်', cn: '财富飞机', th: 'เจ็ทนำโชค' },
    { bg: ['#5b0a0a', '#1c0303'], accent: '#f5c542', onAccent: '#3a0606', flyer: PLANE },
  ),
  crash(
    'V8',
    { en: 'Sky Ace', my: 'ကောင်းကင် အေ့စ်', cn: '天空王牌', th: 'เอซเหินฟ้า' },
    { bg: ['#0f3b2e', '#04140f'], accent: '#9cf06a', onAccent: '#14300a', flyer: PLANE },
  ),
  crash(
    'SBO',
    { en: 'Goal Rush', my: 'ဂိုးသွင်း အပြေး', cn: '射门冲刺', th: 'โกลรัช' },
    { bg: ['#0b3d1f', '#03140a'], accent: '#ffe45c', onAccent: '#2b2402', flyer: BALL },
  ),
  crash(
    'SABA',
    { en: 'Kick-off Crash', my: 'ကစ်အော့ဖ် ပျံတက်', cn: '开球飞升', th: 'คิกออฟพุ่งทะยาน' },
    { bg: ['#123a73', '#050f24'], accent: '#ff9f43', onAccent: '#3a1d02', flyer: BALL },
  ),
  crash(
    'AV',
    { en: 'Neon Rocket', my: 'နီယွန် ဒုံးပျံ', cn: '霓虹火箭', th: 'จรวดนีออน' },
    { bg: ['#2a0b4d', '#0c0219'], accent: '#ff4fd8', onAccent: '#2d0428', flyer: ROCKET },
  ),
  crash(
    'AI',
    { en: 'Astro Crash', my: 'အာကာသ ပျံတက်', cn: '星际冲天', th: 'แอสโตรแครช' },
    { bg: ['#0a2447', '#020a17'], accent: '#4fe3ff', onAccent: '#032533', flyer: ROCKET },
  ),
  crash(
    'IMES',
    { en: 'Arena Rocket', my: 'ကစားကွင်း ဒုံးပျံ', cn: '竞技火箭', th: 'จรวดอารีน่า' },
    { bg: ['#4d0b0b', '#190202'], accent: '#ff6b4f', onAccent: '#2d0804', flyer: ROCKET },
  ),
  crash(
    'TF',
    { en: 'Turbo Flight', my: 'တာဘို ပျံသန်းခြင်း', cn: '涡轮飞行', th: 'เทอร์โบไฟลท์' },
    { bg: ['#1d2f4d', '#080e19'], accent: '#ffc94f', onAccent: '#2d2204', flyer: ROCKET },
  ),
  crash(
    'IA',
    { en: 'Pixel Rocket', my: 'ပစ်ဇယ် ဒုံးပျံ', cn: '像素火箭', th: 'จรวดพิกเซล' },
    { bg: ['#0b4d3f', '#021914'], accent: '#b6ff4f', onAccent: '#1d2d04', flyer: ROCKET },
  ),
  crash(
    'SV3',
    { en: 'Rooster Rush', my: 'ကြက်တိုက် ပျံတက်', cn: '斗鸡冲天', th: 'ไก่ชนพุ่งทะยาน' },
    { bg: ['#5a2a07', '#1c0c02'], accent: '#ffb347', onAccent: '#3a1a02', flyer: ROOSTER },
  ),
  crash(
    'DS88',
    { en: 'Sabong Flight', my: 'ဆာဘောင် ပျံသန်း', cn: '斗鸡飞翔', th: 'ซาบงบินสูง' },
    { bg: ['#4d0b1f', '#19020a'], accent: '#ffd166', onAccent: '#3a2802', flyer: ROOSTER },
  ),
  crash(
    'DIG',
    { en: 'Golden Spur', my: 'ရွှေခြေသည်း', cn: '金距斗鸡', th: 'เดือยทอง' },
    { bg: ['#3d3307', '#141002'], accent: '#ffe066', onAccent: '#2d2402', flyer: ROOSTER },
  ),
  crash(
    'WGB',
    { en: 'Red Comb Crash', my: 'အနီရောင် ကြက်မောက်', cn: '红冠飞升', th: 'หงอนแดงพุ่งทะยาน' },
    { bg: ['#6b0b0b', '#240303'], accent: '#ffffff', onAccent: '#6b0b0b', flyer: ROOSTER },
  ),
  crash(
    'WS168',
    { en: 'Champion Rooster', my: 'ချန်ပီယံ ကြက်', cn: '冠军斗鸡', th: 'ไก่แชมป์' },
    { bg: ['#0b2f5a', '#020e1c'], accent: '#ffcc33', onAccent: '#2d2202', flyer: ROOSTER },
  ),
];

/** Every picture the skins use, for the page's icon sheet. */
export function skinPictures(): string[] {
  const names = new Set<string>();
  for (const game of GAMES) {
    const { slot: art, flyer } = game.skin;
    if (art) [...art.pictures, art.wild, art.scatter].forEach((n) => names.add(n));
    if (flyer) names.add(flyer);
  }
  return [...names].sort();
}

export const findGame = (gameCode: string) => GAMES.find((g) => g.code === gameCode);
