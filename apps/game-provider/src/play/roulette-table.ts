import { cryptoRng } from '../math/rng';
import { playRouletteRound, validBets, type RouletteBet } from '../math/roulette';
import type { PlaySession } from '../store/state';
import type { Cashier } from '../wallet/cashier';
import { newRound, position, SessionLocks } from './rounds';
import { stakesFor } from './stakes';

/** Roulette spins: the stake of the whole layout is one bet, the pocket is drawn once it is taken. */
export class RouletteTable {
  private readonly locks = new SessionLocks();

  constructor(
    private readonly cashier: Cashier,
    private readonly now: () => number = Date.now,
  ) {}

  spin(session: PlaySession, bets: RouletteBet[]) {
    const stakes = stakesFor(session.currency);
    const smallest = Math.min(...stakes.chips);
    const total = bets.reduce((sum, b) => sum + b.amount, 0);
    if (!validBets(bets) || total > stakes.rouletteMax || bets.some((b) => b.amount % smallest !== 0)) {
      return Promise.resolve({ error: 'badBet' as const });
    }
    return this.locks.run(session.key, { error: 'busy' as const }, async () => {
      const round = newRound(session, 'roulette', total, this.now());
      const taken = await this.cashier.bet(session, round);
      if (!taken.ok) return { error: taken.error, ...position(session) };
      const result = playRouletteRound(cryptoRng, bets);
      const paid = await this.cashier.settle(session, round, result.totalWin);
      return { round: round.id, ...result, pending: !paid, ...position(session) };
    });
  }
}
