import { describe, expect, it } from 'vitest';
import { seededRng } from './rng';
import { meanAndDeviation, TOLERANCE_SIGMAS } from './simulate';
import {
  evaluate,
  FREE_SPIN_MULTIPLIER,
  LINE_COUNT,
  linePay,
  MAX_FREE_SPINS,
  PAYLINES,
  playSlotRound,
  REEL_STRIPS,
  SLOT_RTP_BP,
  type SlotSymbol,
} from './slot';
import { exactSlot, scatterDistribution } from './slot-exact';

const line = (text: string) => [...text] as SlotSymbol[];

describe('slot paytable', () => {
  it.each([
    ['AAAKQ', 'A', 3, 10],
    ['AAAAQ', 'A', 4, 25],
    ['AAAAA', 'A', 5, 100],
    ['AWAKQ', 'A', 3, 10],
    ['WWAAA', 'A', 5, 100],
    ['WWWAK', 'W', 3, 50],
    ['WWW11', '1', 5, 500],
    ['WWWKA', 'W', 3, 50],
    ['WWWWT', 'W', 4, 250],
    ['TWWWW', 'T', 5, 40],
    ['WWWWA', 'W', 4, 250],
    ['WWWWW', 'W', 5, 1000],
    ['11111', '1', 5, 500],
    ['T1T1T', null, 0, 0],
    ['AKAAA', null, 0, 0],
    ['WWSAA', null, 0, 0],
    ['SSSSS', null, 0, 0],
    ['QQSQQ', null, 0, 0],
    ['JJJWS', 'J', 4, 12],
  ])('%s pays %s x%s = %s line bets', (symbols, symbol, count, multiplier) => {
    const win = linePay(line(symbols));
    if (symbol === null) expect(win).toBeNull();
    else expect(win).toEqual({ symbol, count, multiplier });
  });

  it('has 20 distinct lines over 5 reels of 3 rows', () => {
    expect(LINE_COUNT).toBe(20);
    expect(new Set(PAYLINES.map((l) => l.join(''))).size).toBe(20);
    for (const l of PAYLINES) {
      expect(l).toHaveLength(5);
      for (const row of l) expect([0, 1, 2]).toContain(row);
    }
  });

  it('pays lines in line bets, scatters in total bets, both tripled in free spins', () => {
    // Reel 1 stops so the middle row reads the chosen symbols: find stops showing 3 scatters.
    const stops = REEL_STRIPS.map((strip) => (strip.indexOf('S') - 1 + strip.length) % strip.length);
    const base = evaluate(stops, 200, false);
    expect(base.scatters).toBe(5);
    expect(base.scatterWin).toBe(50 * 200);
    expect(base.freeSpinsAwarded).toBe(20);
    const lineWin = base.lines.reduce((sum, l) => sum + (l.multiplier * 200) / 20, 0);
    expect(base.lineWin).toBe(lineWin);
    const free = evaluate(stops, 200, true);
    expect(free.win).toBe(base.win * FREE_SPIN_MULTIPLIER);
  });

  it('refuses bets that are not whole line bets', () => {
    expect(() => playSlotRound(seededRng(1), 25)).toThrow(RangeError);
    expect(() => playSlotRound(seededRng(1), 0)).toThrow(RangeError);
  });

  it('shows at most one scatter per reel, so 3 to 5 scatters start the feature', () => {
    const dist = scatterDistribution();
    expect(dist).toHaveLength(6);
    expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

describe('slot RTP', () => {
  const exact = exactSlot();

  it(`is ${SLOT_RTP_BP / 100} % exactly, worked out from the strips`, () => {
    expect(Math.round(exact.rtp * 10_000)).toBe(SLOT_RTP_BP);
    expect(exact.featureChance).toBeGreaterThan(1 / 200);
    expect(exact.featureChance).toBeLessThan(1 / 100);
  });

  // 3 million paid rounds through playSlotRound, the function real play calls. The tolerance is
  // TOLERANCE_SIGMAS standard errors of the mean, from the rounds' own spread (a chance of about
  // 1 in 150,000 that a correct game fails).
  it('simulates to its exact RTP within the tolerance of 3,000,000 rounds', () => {
    const rng = seededRng(45);
    const rounds = 3_000_000;
    const bet = 20;
    let features = 0;
    let longest = 0;
    let baseSum = 0;
    let baseSquares = 0;
    let freeSpins = 0;
    let freeSum = 0;
    const { mean, deviation } = meanAndDeviation(rounds, () => {
      const round = playSlotRound(rng, bet);
      const base = round.base.win / bet;
      baseSum += base;
      baseSquares += base * base;
      if (round.freeSpins.length > 0) features++;
      longest = Math.max(longest, round.freeSpins.length);
      freeSpins += round.freeSpins.length;
      for (const spin of round.freeSpins) freeSum += spin.win / bet;
      return round.totalWin / bet;
    });
    const tolerance = (TOLERANCE_SIGMAS * deviation) / Math.sqrt(rounds);
    console.info(
      `slot: ${rounds} rounds, measured RTP ${(mean * 100).toFixed(3)} %, exact ${(exact.rtp * 100).toFixed(3)} %, ` +
        `tolerance ±${(tolerance * 100).toFixed(3)} %, feature 1 in ${(rounds / features).toFixed(0)}`,
    );
    expect(Math.abs(mean - exact.rtp)).toBeLessThan(tolerance);
    // The base game alone varies far less, so it is held closer.
    const baseMean = baseSum / rounds;
    const baseSe = Math.sqrt((baseSquares / rounds - baseMean * baseMean) / rounds);
    expect(Math.abs(baseMean - (exact.lines + exact.scatters))).toBeLessThan(TOLERANCE_SIGMAS * baseSe);
    const featureSe = Math.sqrt((exact.featureChance * (1 - exact.featureChance)) / rounds);
    expect(Math.abs(features / rounds - exact.featureChance)).toBeLessThan(TOLERANCE_SIGMAS * featureSe);
    // A free spin returns the base game's screen value, tripled.
    expect(freeSum / freeSpins / FREE_SPIN_MULTIPLIER).toBeCloseTo(exact.lines + exact.scatters, 1);
    expect(longest).toBeLessThanOrEqual(MAX_FREE_SPINS);
  }, 600_000);
});
