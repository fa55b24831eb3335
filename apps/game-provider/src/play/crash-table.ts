import { cashoutAt, CRASH_MAX, CRASH_MIN_CASHOUT, crashWin, drawCrashPoint, msToReach } from '../math/crash';
import { cryptoRng } from '../math/rng';
import type { PlaySession, RoundRecord } from '../store/state';
import type { Store } from '../store/store';
import type { Cashier } from '../wallet/cashier';
import { newRound, position, SessionLocks } from './rounds';
import { stakesFor } from './stakes';

const HISTORY = 12;

/**
 * The points shown: a point joins the session's history when its round is settled, and shows once
 * it has crashed. A round cashed out is settled before it crashes (its point hidden until then); a
 * round crashed by the clock may not be settled yet (its timer late on a busy process), and the
 * page stops asking once it crashed, so its point shows already.
 */
function historyShown(history: number[], point: number, crashed: boolean, settled: boolean): number[] {
  if (!crashed && settled) return history.slice(1);
  if (crashed && !settled) return [point, ...history].slice(0, HISTORY);
  return history;
}

/**
 * Crash rounds, one player each, timed by the server: the crash point is drawn once the stake
 * is taken, the multiplier climbs with the server's clock, and the round settles on the server
 * when it crashes (or at the player's automatic target) whether or not the page is still open.
 * A cash-out counts at the moment the server receives it.
 */
export class CrashTable {
  private readonly locks = new SessionLocks();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Each session's latest round, for its page. */
  private readonly latest = new Map<string, RoundRecord>();

  constructor(
    private readonly cashier: Cashier,
    private readonly store: Store,
    private readonly now: () => number = Date.now,
  ) {}

  async bet(session: PlaySession, bet: number, target: number | null) {
    if (!stakesFor(session.currency).crash.includes(bet)) return { error: 'badBet' as const };
    if (target !== null && (!Number.isInteger(target) || target < CRASH_MIN_CASHOUT || target > CRASH_MAX)) {
      return { error: 'badBet' as const };
    }
    if (this.latest.get(session.key)?.state === 'open') return { error: 'busy' as const };
    return this.locks.run(session.key, { error: 'busy' as const }, async () => {
      const round = newRound(session, 'crash', bet, this.now());
      const taken = await this.cashier.bet(session, round);
      if (!taken.ok) return { error: taken.error, ...position(session) };
      round.crash = { point: drawCrashPoint(cryptoRng), startedAt: this.now(), target, cashout: null };
      this.store.state.rounds[round.id] = round;
      this.store.save();
      this.latest.set(session.key, round);
      this.arm(round);
      return this.view(session);
    });
  }

  /** Cashes out now, if the round has not crashed by the time the server hears of it. */
  async cashout(session: PlaySession) {
    const round = this.latest.get(session.key);
    const play = round?.crash;
    if (round?.state === 'open' && play) {
      const at = cashoutAt(play.point, this.now() - play.startedAt);
      // Too late, or the automatic target came first: the round ends as it stands.
      if (at !== null && !(play.target !== null && play.target <= at)) play.cashout = at;
      await this.finish(round);
    }
    return this.view(session);
  }

  /** The session's latest round as its page shows it: the crash point only once it has crashed. */
  view(session: PlaySession) {
    const round = this.latest.get(session.key);
    const play = round?.crash;
    if (!round || !play) return { round: null, history: session.history, ...position(session) };
    const elapsed = this.now() - play.startedAt;
    const crashMs = msToReach(play.point);
    const crashed = elapsed >= crashMs;
    return {
      round: {
        id: round.id,
        bet: round.bet,
        target: play.target,
        elapsedMs: Math.min(elapsed, crashMs),
        settled: round.state === 'closed',
        crashed,
        point: crashed ? play.point : null,
        cashout: play.cashout,
        win: round.state === 'closed' ? (round.win ?? 0) : null,
      },
      history: historyShown(session.history, play.point, crashed, round.state === 'closed'),
      ...position(session),
    };
  }

  /** Rounds left open by a stopped process: their timers again (settled at once if their time has passed). */
  resume(rounds: readonly RoundRecord[]) {
    for (const round of rounds) {
      this.latest.set(round.sessionKey, round);
      this.arm(round);
    }
  }

  close() {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private arm(round: RoundRecord) {
    const play = round.crash;
    if (!play) return;
    const end = play.target !== null && play.target <= play.point ? play.target : play.point;
    const timer = setTimeout(
      () => {
        this.timers.delete(round.id);
        void this.finish(round);
      },
      Math.max(0, play.startedAt + msToReach(end) - this.now()),
    );
    timer.unref();
    this.timers.set(round.id, timer);
  }

  private async finish(round: RoundRecord) {
    const play = round.crash;
    if (round.state !== 'open' || !play) return;
    clearTimeout(this.timers.get(round.id));
    this.timers.delete(round.id);
    if (play.cashout === null && play.target !== null && play.target <= play.point) play.cashout = play.target;
    const session = this.store.state.sessions[round.sessionKey];
    if (session) session.history = [play.point, ...session.history].slice(0, HISTORY);
    await this.cashier.settle(session, round, crashWin(round.bet, play.point, play.cashout));
  }
}
