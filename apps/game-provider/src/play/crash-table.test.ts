import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CRASH_MAX, msToReach } from '../math/crash';
import type { PlaySession, RoundRecord } from '../store/state';
import { memoryStore } from '../store/store';
import type { Cashier } from '../wallet/cashier';
import { CrashTable } from './crash-table';

/** A cashier that takes every bet and records what each round was settled with. */
function recordingCashier() {
  const settled: { round: RoundRecord; win: number }[] = [];
  const cashier = {
    bet: (session: PlaySession, round: RoundRecord) => {
      session.staked += round.bet;
      round.state = 'open';
      return Promise.resolve({ ok: true as const, balance: 0 });
    },
    settle: (_session: PlaySession | undefined, round: RoundRecord, win: number) => {
      round.state = 'closed';
      round.win = win;
      settled.push({ round, win });
      return Promise.resolve(true);
    },
  };
  return { cashier: cashier as unknown as Cashier, settled };
}

const session = (): PlaySession => ({
  key: 'k1',
  ticket: 't1',
  ticketUsed: true,
  launchRequest: 'r1',
  user: 'm1',
  token: 'pt',
  gameCode: 'lgp-crash-sbo',
  currency: 'USD',
  language: 'en',
  mode: 'real',
  returnUrl: 'https://brand.test/',
  createdAt: 0,
  lastSeenAt: 0,
  balance: 100_000,
  staked: 0,
  won: 0,
  history: [],
});

describe('crash table', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles a round lost at its crash point when the player never cashes out (the page may be gone)', async () => {
    const { cashier, settled } = recordingCashier();
    const store = memoryStore();
    const table = new CrashTable(cashier, store, Date.now);
    const s = session();
    store.state.sessions[s.key] = s;
    for (let i = 0; i < 20; i++) {
      await table.bet(s, 1000, null);
      await vi.advanceTimersByTimeAsync(msToReach(CRASH_MAX) + 1);
    }
    expect(settled).toHaveLength(20);
    expect(settled.every((x) => x.win === 0)).toBe(true);
    expect(s.history).toHaveLength(12);
    expect(table.view(s).round?.point).toBe(settled.at(-1)!.round.crash!.point);
  });

  it('pays an automatic target when the crash point reaches it, at the target, else nothing', async () => {
    const { cashier, settled } = recordingCashier();
    const table = new CrashTable(cashier, memoryStore(), Date.now);
    const s = session();
    for (let i = 0; i < 40; i++) {
      await table.bet(s, 1000, 200);
      await vi.advanceTimersByTimeAsync(msToReach(200) + 1);
      // Settled by the target's time at the latest, without the page asking.
      expect(settled).toHaveLength(i + 1);
    }
    for (const { round, win } of settled) {
      expect(win).toBe(round.crash!.point >= 200 ? 2000 : 0);
    }
  });

  it('takes a cash-out at the multiplier when the server hears it, and none after the crash', async () => {
    const { cashier, settled } = recordingCashier();
    const table = new CrashTable(cashier, memoryStore(), Date.now);
    const s = session();
    for (let i = 0; i < 30; i++) {
      await table.bet(s, 1000, null);
      await vi.advanceTimersByTimeAsync(3000);
      const view = await table.cashout(s);
      const { round } = settled.at(-1)!;
      if (round.crash!.point > 151) {
        // 3 s in, the multiplier is 1.51x (doubling every 5 s).
        expect(view.round?.cashout).toBe(151);
        expect(settled.at(-1)!.win).toBe(1510);
      } else {
        expect(view.round?.cashout).toBeNull();
        expect(settled.at(-1)!.win).toBe(0);
      }
      await vi.advanceTimersByTimeAsync(msToReach(CRASH_MAX));
    }
    expect(settled).toHaveLength(30);
  });

  it('settles, after a restart, a round whose crash came while the process was down', async () => {
    const { cashier, settled } = recordingCashier();
    const store = memoryStore();
    const s = session();
    store.state.sessions[s.key] = s;
    const round: RoundRecord = {
      id: 'lgp-r1',
      sessionKey: s.key,
      kind: 'crash',
      gameCode: s.gameCode,
      user: s.user,
      token: s.token,
      currency: 'USD',
      mode: 'real',
      bet: 1000,
      betTransaction: 'b1',
      state: 'open',
      createdAt: Date.now() - 60_000,
      crash: { point: 250, startedAt: Date.now() - 60_000, target: null, cashout: null },
    };
    store.state.rounds[round.id] = round;
    const table = new CrashTable(cashier, store, Date.now);
    table.resume([round]);
    // Crashed by the clock before its timer settled it (a busy process): the page, which stops
    // asking once it has crashed, already reads the point in the history.
    expect(table.view(s)).toMatchObject({ round: { crashed: true, settled: false, point: 250 }, history: [250] });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual([{ round, win: 0 }]);
    expect(s.history).toEqual([250]);
    expect(table.view(s).history).toEqual([250]);
  });
});
