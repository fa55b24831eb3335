import { cryptoRng } from '../math/rng';
import { PAYLINES, playSlotRound, type SpinResult } from '../math/slot';
import type { PlaySession } from '../store/state';
import type { Cashier } from '../wallet/cashier';
import { newRound, position, SessionLocks } from './rounds';
import { stakesFor } from './stakes';

const view = (spin: SpinResult) => ({
  grid: spin.grid.map((reel) => reel.join('')),
  lines: spin.lines.map((l) => ({ ...l, cells: PAYLINES[l.line] })),
  scatters: spin.scatters,
  win: spin.win,
  freeSpinsAwarded: spin.freeSpinsAwarded,
});

/**
 * Slot rounds: the stake is taken first, then the server draws the round (its base spin and any
 * free spins, which cost nothing) and pays its whole win as the round's one win. The answer is
 * held until `minSpinMs` after the spin was asked for (UK RTS 14).
 */
export class SlotTable {
  private readonly locks = new SessionLocks();

  constructor(
    private readonly cashier: Cashier,
    private readonly minSpinMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  spin(session: PlaySession, bet: number) {
    if (!stakesFor(session.currency).slot.includes(bet)) return Promise.resolve({ error: 'badBet' as const });
    return this.locks.run(session.key, { error: 'busy' as const }, async () => {
      const asked = this.now();
      const round = newRound(session, 'slot', bet, asked);
      const taken = await this.cashier.bet(session, round);
      if (!taken.ok) return { error: taken.error, ...position(session) };
      const result = playSlotRound(cryptoRng, bet);
      const paid = await this.cashier.settle(session, round, result.totalWin);
      const wait = asked + this.minSpinMs - this.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return {
        round: round.id,
        bet,
        base: view(result.base),
        freeSpins: result.freeSpins.map(view),
        totalWin: result.totalWin,
        pending: !paid,
        ...position(session),
      };
    });
  }
}
