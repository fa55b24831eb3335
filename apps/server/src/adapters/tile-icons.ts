// Our choice of picture for a game: words of its name first, its kind after; the pictures are @iconify-json/game-icons'.
import { readIcons } from './game-icon-set';
import type { TileKind } from './tile-theme';

/**
 * Words that name what a game is about, with the icons that show it. Checked from the name's last
 * word back, as the noun comes last ("Golden Tiger" is a tiger).
 */
const SUBJECTS: Record<string, readonly string[]> = {
  dragon: ['dragon-head', 'spiked-dragon-head', 'double-dragon', 'dragon-spiral'],
  tiger: ['tiger-head', 'tiger', 'saber-toothed-cat-head'],
  panda: ['panda', 'bamboo'],
  phoenix: ['eagle-emblem', 'fire-tail', 'hawk-emblem', 'feathered-wing'],
  eagle: ['eagle-emblem', 'eagle-head'],
  pharaoh: ['egyptian-sphinx', 'anubis', 'gold-scarab', 'pschent-double-crown'],
  egypt: ['egyptian-sphinx', 'anubis'],
  gems: ['gems', 'cut-diamond', 'fire-gem', 'emerald'],
  gem: ['gems', 'fire-gem'],
  diamond: ['cut-diamond', 'diamond-trophy'],
  ace: ['card-ace-spades', 'ace', 'card-ace-hearts', 'card-ace-diamonds'],
  empire: ['imperial-crown', 'greek-temple', 'castle', 'medieval-pavilion'],
  bonanza: ['gold-mine', 'coins-pile', 'gold-nuggets', 'money-stack'],
  reels: ['slot-machine'],
  slots: ['slot-machine'],
  fruits: ['cherry', 'fruit-bowl', 'banana-bunch', 'fruit-tree'],
  fruit: ['cherry', 'fruit-bowl'],
  cherry: ['cherry'],
  ocean: ['whale-tail', 'big-wave', 'sperm-whale'],
  sea: ['sea-dragon', 'octopus', 'big-wave'],
  fishing: ['angler-fish', 'fishing-net', 'tropical-fish'],
  fish: ['angler-fish', 'tropical-fish', 'school-of-fish'],
  shark: ['shark-jaws'],
  mermaid: ['mermaid'],
  octopus: ['octopus'],
  whale: ['sperm-whale', 'whale-tail'],
  baccarat: ['card-ace-hearts', 'poker-hand'],
  roulette: ['tarot-10-wheel-of-fortune'],
  blackjack: ['card-ace-spades', 'card-joker'],
  sic: ['rolling-dices', 'perspective-dice-six-faces-random'],
  dice: ['rolling-dices', 'perspective-dice-six-faces-random'],
  poker: ['poker-hand', 'spades'],
  patti: ['poker-hand', 'card-random'],
  rummy: ['card-random', 'poker-hand'],
  cards: ['poker-hand', 'card-random'],
  niu: ['bull', 'charging-bull'],
  bull: ['bull', 'charging-bull'],
  gow: ['domino-tiles'],
  domino: ['domino-tiles'],
  bingo: ['caged-ball', 'eight-ball'],
  keno: ['caged-ball', 'eight-ball'],
  lotto: ['caged-ball', 'ticket'],
  '4d': ['ticket', 'caged-ball'],
  speed: ['stopwatch', 'race-car'],
  fast: ['stopwatch', 'rolling-dices'],
  sportsbook: ['soccer-ball', 'trophy-cup', 'basketball-ball'],
  arena: ['trophy-cup', 'laurels-trophy'],
  football: ['soccer-ball'],
  soccer: ['soccer-ball'],
  basketball: ['basketball-ball'],
  rooster: ['rooster'],
  sabong: ['rooster'],
  monkey: ['monkey'],
  wolf: ['wolf-head', 'wolf-howl'],
  unicorn: ['unicorn'],
  lotus: ['lotus-flower'],
  lantern: ['asian-lantern'],
  treasure: ['open-treasure-chest', 'treasure-map'],
};

/**
 * Words that only colour a name ("Lucky", "Royal"): their icon is used when no subject word is in
 * the name, before the kind's own; beside a subject, the first one is its companion.
 */
const MOODS: Record<string, readonly string[]> = {
  golden: ['gold-bar', 'gold-stack'],
  gold: ['gold-bar', 'gold-stack'],
  lucky: ['clover', 'horseshoe'],
  mega: ['diamond-trophy', 'crown-coin'],
  wild: ['wolf-howl', 'paw'],
  royal: ['crown', 'jewel-crown'],
  king: ['crown', 'imperial-crown'],
  fortune: ['coins-pile', 'money-stack', 'crown-coin'],
  mighty: ['lightning-helix', 'bull'],
  crazy: ['party-popper', 'card-joker'],
  magic: ['magic-lamp', 'magic-hat', 'crystal-ball'],
  jade: ['emerald', 'lotus-flower'],
  thunder: ['lightning-helix', 'thunder-struck'],
  neon: ['falling-star', 'sun'],
  star: ['falling-star'],
  dragon: ['dragon-head', 'spiked-dragon-head'],
  diamond: ['cut-diamond', 'diamonds'],
  treasure: ['open-treasure-chest', 'locked-chest'],
};

/** A companion for names with no mood word: something of the kind's world. */
const KIND_COMPANIONS: Record<TileKind, readonly string[]> = {
  slots: ['coins', 'falling-star', 'clover', 'crown-coin'],
  fishing: ['fishing-hook', 'bubbles', 'anchor', 'big-wave'],
  live: ['coins', 'crown', 'rolling-dices'],
  cards: ['coins', 'crown', 'card-joker'],
  sports: ['trophy-cup', 'laurels-trophy', 'whistle'],
  esports: ['trophy-cup', 'lightning-helix'],
  cockfight: ['laurels-trophy', 'coins'],
  bingo: ['clover', 'falling-star'],
  lottery: ['clover', 'coins'],
  quickLottery: ['lightning-helix', 'clover'],
};

/** What each kind shows when its name has no word we know. */
const KIND_ICONS: Record<TileKind, readonly string[]> = {
  slots: ['slot-machine', 'cherry', 'coins-pile', 'gems'],
  fishing: ['angler-fish', 'tropical-fish', 'shark-jaws', 'octopus'],
  live: ['card-ace-hearts', 'rolling-dices', 'tarot-10-wheel-of-fortune'],
  cards: ['poker-hand', 'card-random', 'spades'],
  sports: ['soccer-ball', 'trophy-cup', 'basketball-ball'],
  esports: ['console-controller', 'gamepad', 'vr-headset'],
  cockfight: ['rooster'],
  bingo: ['caged-ball', 'eight-ball'],
  lottery: ['caged-ball', 'ticket', 'clover'],
  quickLottery: ['rolling-dices', 'stopwatch', 'perspective-dice-six-faces-random'],
};

/** Kinds whose names are generic ("Sportsbook"): their own picture says more than the name's. */
const KIND_FIRST: TileKind[] = ['esports', 'cockfight'];

/** Every icon the tables name, read from the set together on first use. */
export const TILE_ICON_NAMES = [
  ...new Set(
    [
      ...Object.values(SUBJECTS),
      ...Object.values(MOODS),
      ...Object.values(KIND_ICONS),
      ...Object.values(KIND_COMPANIONS),
    ].flat(),
  ),
];

let icons: Map<string, string> | undefined;

/** An icon by name: its path data on the set's 512 board. */
export function iconPath(name: string): string {
  icons ??= readIcons(TILE_ICON_NAMES);
  return icons.get(name) ?? '';
}

const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .reverse();

/** The icon's name and path data (on the set's 512 board) for a game; `seed` picks among equals. */
export function tileIcon(name: string, kind: TileKind, seed: number): { name: string; d: string } {
  const words = wordsOf(name);
  const choices =
    (KIND_FIRST.includes(kind) ? KIND_ICONS[kind] : undefined) ??
    words.map((w) => SUBJECTS[w]).find(Boolean) ??
    // A slot with only moody words shows the mood; other kinds show their kind.
    (kind === 'slots' ? words.map((w) => MOODS[w]).find(Boolean) : undefined) ??
    KIND_ICONS[kind];
  const chosen = choices[seed % choices.length] ?? 'slot-machine';
  return { name: chosen, d: iconPath(chosen) };
}

/**
 * The small picture beside the main one: the name's mood word ("Royal" Tiger gets a crown,
 * "Thunder" Tiger a bolt), else one of the kind's; never the main picture again.
 */
export function tileCompanion(name: string, kind: TileKind, subject: string, seed: number): string {
  const mood = (
    wordsOf(name)
      .map((w) => MOODS[w])
      .find(Boolean) ?? []
  ).filter((icon) => icon !== subject);
  const pool = mood.length > 0 ? mood : KIND_COMPANIONS[kind].filter((icon) => icon !== subject);
  return pool[seed % pool.length] ?? 'coins';
}
