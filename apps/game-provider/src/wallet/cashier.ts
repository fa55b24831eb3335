import { randomUUID } from 'node:crypto';
import type { ProviderStatus, ProviderWalletAnswer } from '@lobby/contract/provider';
import type { OutboxEntry, PlaySession, RoundRecord } from '../store/state';
import type { Store } from '../store/store';
import { backoff, type Outbox } from './outbox';
import type { WalletClient } from './wallet-client';

/** What the player is told when money cannot move (the page translates each). */
export type MoneyError = 'notEnoughMoney' | 'limitReached' | 'userDisabled' | 'sessionEnded' | 'noAnswer' | 'refused';

export type MoneyResult = { ok: true; balance: number } | { ok: false; error: MoneyError };

export function errorOf(status: ProviderStatus): MoneyError {
  switch (status) {
    case 'RS_ERROR_NOT_ENOUGH_MONEY':
      return 'notEnoughMoney';
    case 'RS_ERROR_LIMIT_REACHED':
      return 'limitReached';
    case 'RS_ERROR_USER_DISABLED':
      return 'userDisabled';
    case 'RS_ERROR_TOKEN_EXPIRED':
    case 'RS_ERROR_INVALID_TOKEN':
      return 'sessionEnded';
    default:
      return 'refused';
  }
}

export interface CashierOptions {
  store: Store;
  client: WalletClient;
  outbox: Outbox;
  betAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Play money a demo session starts with, by currency (minor units). */
  demoBalance: (currency: string) => number;
  now?: () => number;
}

/**
 * Moves a session's money: through the platform's wallet in real mode (bet before the result,
 * one win per round that closes it, a rollback when a bet's fate stays unknown), or in the
 * session's own play money in demo mode, which never calls the wallet.
 */
export class Cashier {
  private readonly now: () => number;

  constructor(private readonly o: CashierOptions) {
    this.now = o.now ?? Date.now;
  }

  private body(fields: Record<string, unknown>) {
    return JSON.stringify({ request_uuid: randomUUID(), ...fields });
  }

  /** The player behind the launch and their balance (user/info); demo: fresh play money. */
  async open(session: PlaySession): Promise<MoneyResult> {
    if (session.mode === 'demo') {
      session.balance ??= this.o.demoBalance(session.currency);
      return { ok: true, balance: session.balance };
    }
    const outcome = await this.o.client.call(
      'user/info',
      this.body({ token: session.token, game_code: session.gameCode }),
    );
    if (outcome.kind === 'unknown') return { ok: false, error: 'noAnswer' };
    const { answer } = outcome;
    if (answer.status !== 'RS_OK') return { ok: false, error: errorOf(answer.status) };
    // The token must be the launched player's, in the launched currency.
    if ((answer.user && answer.user !== session.user) || (answer.currency && answer.currency !== session.currency)) {
      return { ok: false, error: 'sessionEnded' };
    }
    return this.known(session, answer);
  }

  async balance(session: PlaySession): Promise<MoneyResult> {
    if (session.mode === 'demo') return this.open(session);
    const outcome = await this.o.client.call(
      'user/balance',
      this.body({ token: session.token, user: session.user, game_code: session.gameCode }),
    );
    if (outcome.kind === 'unknown') return { ok: false, error: 'noAnswer' };
    if (outcome.answer.status !== 'RS_OK') return { ok: false, error: errorOf(outcome.answer.status) };
    return this.known(session, outcome.answer);
  }

  private known(session: PlaySession, answer: ProviderWalletAnswer): MoneyResult {
    if (answer.balance === undefined) return { ok: false, error: 'refused' };
    session.balance = answer.balance;
    return { ok: true, balance: answer.balance };
  }

  /**
   * Takes the round's stake. The round is saved as 'betting' before the bet is sent, so a restart
   * knows to roll it back; on success it is 'open' in memory and the caller saves it (with its
   * result) before anything else awaits. A bet without an answer is sent again with the same
   * bytes; when the attempts run out it is given up and rolled back.
   */
  async bet(session: PlaySession, round: RoundRecord): Promise<MoneyResult> {
    const { store } = this.o;
    if (session.mode === 'demo') {
      const balance = session.balance ?? this.o.demoBalance(session.currency);
      if (round.bet > balance) return { ok: false, error: 'notEnoughMoney' };
      session.balance = balance - round.bet;
      session.staked += round.bet;
      round.state = 'open';
      store.state.rounds[round.id] = round;
      return { ok: true, balance: session.balance };
    }
    round.state = 'betting';
    store.state.rounds[round.id] = round;
    store.save();
    const body = this.body({
      token: round.token,
      user: round.user,
      game_code: round.gameCode,
      round: round.id,
      transaction_uuid: round.betTransaction,
      amount: round.bet,
      currency: round.currency,
    });
    for (let attempt = 1; attempt <= this.o.betAttempts; attempt++) {
      const outcome = await this.o.client.call('transaction/bet', body);
      if (outcome.kind === 'answer') {
        const { answer } = outcome;
        if (answer.status === 'RS_OK' && answer.balance !== undefined) {
          round.state = 'open';
          session.balance = answer.balance;
          session.staked += round.bet;
          return { ok: true, balance: answer.balance };
        }
        round.state = 'void';
        delete store.state.rounds[round.id];
        store.save();
        const error = answer.status === 'RS_OK' ? 'refused' : errorOf(answer.status);
        // Short of money: the balance the page shows is the wallet's as it is now (it may have moved elsewhere).
        if (error === 'notEnoughMoney') await this.balance(session);
        return { ok: false, error };
      }
      if (attempt < this.o.betAttempts) await sleep(backoff(attempt, this.o.retryBaseMs, this.o.retryMaxMs));
    }
    this.giveUp(round);
    return { ok: false, error: 'noAnswer' };
  }

  /** A bet whose fate is unknown: rolled back (kept until the platform answers), the round void. */
  giveUp(round: RoundRecord) {
    round.state = 'void';
    delete this.o.store.state.rounds[round.id];
    void this.o.outbox.add(
      this.entry(round, 'rollback', {
        token: round.token,
        user: round.user,
        game_code: round.gameCode,
        round: round.id,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: round.betTransaction,
      }),
    );
  }

  /**
   * Pays the round's win (0 closes a lost round) and closes it: the win is saved as owed in the
   * same write that closes the round, then sent; the first attempt is awaited, later ones run in
   * the background. True when the platform has confirmed it.
   */
  async settle(session: PlaySession | undefined, round: RoundRecord, win: number): Promise<boolean> {
    const { store } = this.o;
    round.state = 'closed';
    round.win = win;
    delete store.state.rounds[round.id];
    if (session) session.won += win;
    if (round.mode === 'demo') {
      if (session) session.balance = (session.balance ?? 0) + win;
      store.save();
      return true;
    }
    const answer = await this.o.outbox.add(
      this.entry(round, 'win', {
        token: round.token,
        user: round.user,
        game_code: round.gameCode,
        round: round.id,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: round.betTransaction,
        amount: win,
        currency: round.currency,
        round_closed: true,
        is_free: false,
      }),
    );
    if (answer?.status === 'RS_OK') {
      // The first attempt's answer is fresh (a repeat's would be the balance of its first time).
      if (session && answer.balance !== undefined) session.balance = answer.balance;
      return true;
    }
    // Not answered yet: the page shows the balance it will be once the win lands. (A refusal is
    // the operator's to sort out with the platform; the outbox has logged it.)
    if (answer === null && session && session.balance !== null) session.balance += win;
    return false;
  }

  private entry(round: RoundRecord, kind: OutboxEntry['kind'], fields: Record<string, unknown>): OutboxEntry {
    const now = this.now();
    return {
      id: randomUUID(),
      kind,
      roundId: round.id,
      sessionKey: round.sessionKey,
      method: kind === 'win' ? 'transaction/win' : 'transaction/rollback',
      body: this.body(fields),
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    };
  }

  /** Rounds a stopped process left behind: bets never answered are rolled back (crash rounds resume elsewhere). */
  recover(): RoundRecord[] {
    const resumable: RoundRecord[] = [];
    for (const round of Object.values(this.o.store.state.rounds)) {
      if (round.mode === 'real' && (round.state === 'betting' || (round.state === 'open' && !round.crash))) {
        this.giveUp(round);
      } else if (round.state === 'open' && round.crash) {
        resumable.push(round);
      } else {
        delete this.o.store.state.rounds[round.id];
      }
    }
    this.o.store.save();
    return resumable;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
