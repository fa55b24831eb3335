import { randomUUID } from 'node:crypto';
import type { PlaySession, RoundRecord } from '../store/state';

/** A new round of a session's game for a stake, not yet bet. */
export function newRound(session: PlaySession, kind: RoundRecord['kind'], bet: number, now: number): RoundRecord {
  return {
    id: `lgp-${randomUUID()}`,
    sessionKey: session.key,
    kind,
    gameCode: session.gameCode,
    user: session.user,
    token: session.token,
    currency: session.currency,
    mode: session.mode,
    bet,
    betTransaction: randomUUID(),
    state: 'betting',
    createdAt: now,
  };
}

/** One round at a time per session: a second request while one is under way is refused. */
export class SessionLocks {
  private readonly busy = new Set<string>();

  async run<T, B>(key: string, busy: B, work: () => Promise<T>): Promise<T | B> {
    if (this.busy.has(key)) return busy;
    this.busy.add(key);
    try {
      return await work();
    } finally {
      this.busy.delete(key);
    }
  }
}

/** What every answer of the game page carries: the money and the session's position. */
export function position(session: PlaySession) {
  return { balance: session.balance, staked: session.staked, won: session.won };
}
