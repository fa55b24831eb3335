import { describe, expect, it } from 'vitest';
import { seededRng } from './rng';
import {
  coveredNumbers,
  playRouletteRound,
  POCKETS,
  RED_NUMBERS,
  ROULETTE_RTP_BP,
  settleRoulette,
  validBets,
  WHEEL_ORDER,
} from './roulette';
import { meanAndDeviation, TOLERANCE_SIGMAS } from './simulate';

const numbers = Array.from({ length: 37 }, (_, i) => i);
const splits = numbers.flatMap((a) => numbers.map((b) => `s${a}-${b}`)).filter((k) => coveredNumbers(k));
const KEYS: string[] = [
  ...numbers.map((n) => `n${n}`),
  ...splits,
  'd1',
  'd2',
  'd3',
  'c1',
  'c2',
  'c3',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];

describe('European roulette', () => {
  it('has one zero and 36 numbers on the wheel, 18 of them red', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(numbers);
    expect(RED_NUMBERS.size).toBe(18);
    expect(POCKETS).toBe(37);
  });

  it.each([
    ['n17', 17, 100, 3600],
    ['n0', 0, 100, 3600],
    ['n17', 18, 100, 0],
    ['s17-20', 20, 100, 1800],
    ['s0-2', 0, 100, 1800],
    ['d2', 13, 100, 300],
    ['d2', 25, 100, 0],
    ['c1', 34, 100, 300],
    ['c3', 36, 100, 300],
    ['red', 1, 100, 200],
    ['red', 0, 100, 0],
    ['black', 2, 100, 200],
    ['odd', 35, 100, 200],
    ['even', 0, 100, 0],
    ['low', 18, 100, 200],
    ['high', 19, 100, 200],
  ])('%s on %s: a stake of %s brings back %s', (key, pocket, amount, back) => {
    expect(settleRoulette(pocket, [{ key, amount }]).totalWin).toBe(back);
  });

  it('has 60 splits of neighbours on the table, and refuses others', () => {
    expect(splits).toHaveLength(60);
    for (const key of ['s1-3', 's3-4', 's1-5', 's2-2', 's20-17', 'n37', 'd4', 'c0', 'blue', 'n-1']) {
      expect(coveredNumbers(key)).toBeNull();
    }
    expect(validBets([])).toBe(false);
    expect(validBets([{ key: 'red', amount: 1.5 }])).toBe(false);
    expect(
      validBets([
        { key: 'red', amount: 100 },
        { key: 'red', amount: 100 },
      ]),
    ).toBe(false);
  });

  it(`returns ${ROULETTE_RTP_BP / 100} % on every bet over the full cycle of 37 pockets`, () => {
    for (const key of KEYS) {
      const back = numbers.reduce((sum, n) => sum + settleRoulette(n, [{ key, amount: 37 }]).totalWin, 0);
      expect(back / (37 * 37), key).toBeCloseTo(36 / 37, 12);
    }
    expect(Math.round((36 / 37) * 10_000)).toBe(ROULETTE_RTP_BP);
  });

  // Each spin a layout of five bets, one of each kind, drawn at random.
  const STRAIGHTS = numbers.map((n) => `n${n}`);
  const OUTSIDE = ['d1', 'd2', 'd3', 'c1', 'c2', 'c3'];
  const EVEN = ['red', 'black', 'odd', 'even', 'low', 'high'];
  it('simulates to 97.30 % within the tolerance of 5,000,000 spins of mixed bets', () => {
    const rng = seededRng(37);
    const rounds = 5_000_000;
    const pick = (keys: string[]) => ({ key: keys[rng.int(keys.length)]!, amount: 100 });
    const { mean, deviation } = meanAndDeviation(rounds, () => {
      const bets = [pick(STRAIGHTS), pick(splits), pick(OUTSIDE), pick(OUTSIDE), pick(EVEN)];
      if (bets[2]!.key === bets[3]!.key) bets.splice(3, 1);
      const round = playRouletteRound(rng, bets);
      return round.totalWin / round.totalBet;
    });
    const tolerance = (TOLERANCE_SIGMAS * deviation) / Math.sqrt(rounds);
    console.info(
      `roulette: ${rounds} spins, measured RTP ${(mean * 100).toFixed(3)} %, stated ${ROULETTE_RTP_BP / 100} %, tolerance ±${(tolerance * 100).toFixed(3)} %`,
    );
    expect(Math.abs(mean - ROULETTE_RTP_BP / 10_000)).toBeLessThan(tolerance);
  }, 600_000);
});
