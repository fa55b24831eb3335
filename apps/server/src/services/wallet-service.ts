import {
  DEPOSIT_MAX_MINOR,
  DEPOSIT_MIN_MINOR,
  type DepositMethod,
  type Language,
  type MerchantWallet,
  type RankProgress,
  type WalletBalance,
  type Wallets,
  type Winner,
} from '@lobby/contract';
import { maskName, parseAmount, sortWinners, toMajor, vipRankOf } from '@lobby/domain';
import {
  bonusAccount,
  depositAccount,
  freePlayAccount,
  withdrawAccount,
  type LedgerRepo,
} from '../db/repositories/ledger-repo';
import type { PromoCodesRepo } from '../db/repositories/promo-codes-repo';
import type { RoundsRepo } from '../db/repositories/rounds-repo';
import { AppError } from '../errors';
import type { PlayerProtection } from './player-protection';

/** Every demo brand counts in one currency; a brand setting would name it in production. */
export const WALLET_CURRENCY = 'USD';

/** The member's wallet on top of the ledger: balance, and the demo deposit channel. */
/** What a trial (free-play) account starts with: 2,000.00 of play money. */
export const FREE_PLAY_BALANCE_MINOR = 200_000;

/** The winner board looks back a week and shows the 20 biggest wins. */
const WINNER_DAYS = 7;
const WINNER_COUNT = 20;

export function walletService(
  ledger: LedgerRepo,
  rounds: RoundsRepo,
  promoCodes: PromoCodesRepo,
  protection: PlayerProtection,
) {
  /** One demo money move through the ledger, within the channel's limits, once per request id. */
  async function demoMove(
    kind: 'deposit' | 'withdraw',
    merchantCode: string,
    memberId: string,
    amount: string,
    requestId: string,
  ): Promise<WalletBalance> {
    const amountMinor = parseAmount(amount);
    if (amountMinor === null || amountMinor < DEPOSIT_MIN_MINOR || amountMinor > DEPOSIT_MAX_MINOR)
      throw new AppError('wallet.amount');
    const posted = await ledger.transaction(async (tx) => {
      // A deposit counts against the member's deposit limits in the same transaction, the wallet row locked first.
      if (kind === 'deposit') await protection.lockWallet(tx, memberId, merchantCode);
      const moved = await ledger.post(tx, {
        merchantCode,
        memberId,
        idempotencyKey: `${kind}:${memberId}:${requestId}`,
        kind,
        amountMinor: kind === 'deposit' ? amountMinor : -amountMinor,
        counterAccount: kind === 'deposit' ? depositAccount(merchantCode) : withdrawAccount(merchantCode),
      });
      if (kind === 'deposit' && !moved.replayed) await protection.checkDeposit(tx, memberId);
      return moved;
    });
    const balanceMinor = posted.balanceAfterMinor;
    return { sumBalance: toMajor(balanceMinor), balanceMinor, currency: WALLET_CURRENCY };
  }

  return {
    /** The member's VIP rank and the way to the next, from what they have really staked. */
    async rankProgress(memberId: string): Promise<RankProgress> {
      const turnover = await ledger.turnover(memberId);
      const { level, next } = vipRankOf(turnover);
      return {
        level,
        currentProgress: {
          completed: toMajor(turnover),
          total: next ? toMajor(next.turnoverMinor) : toMajor(turnover),
        },
        playerRankProgress: { labelId: next ? `VIP${next.level}` : null },
      };
    },

    /** The brand's biggest wins of the week from the real rounds, one per player, largest first, names masked. */
    async winnerBoard(merchantCode: string, language: Language, now = new Date()): Promise<Winner[]> {
      const rows = await rounds.biggestWins(
        merchantCode,
        new Date(now.getTime() - WINNER_DAYS * 86_400_000),
        WINNER_COUNT,
      );
      return sortWinners(
        rows.map(({ round, names, username }) => ({
          vo: {
            winAmount: toMajor(round.payoutMinor),
            memberName: maskName(username),
            gameName: names[language] ?? names.en,
            nodeId: round.nodeId,
            time: (round.settledAt ?? round.createdAt).toISOString(),
          },
        })),
      );
    },

    /** Credits a promo code's bonus, once per member and code (a second try is 'promoCode.used'). */
    async redeemPromoCode(
      merchantCode: string,
      memberId: string,
      code: string,
    ): Promise<{ amountMinor: number; balanceMinor: number }> {
      const normalized = code.toUpperCase();
      const amountMinor = await promoCodes.amountOf(merchantCode, normalized);
      if (!amountMinor) throw new AppError('promoCode.invalid');
      const posted = await ledger.postAlone({
        merchantCode,
        memberId,
        idempotencyKey: `promo:${normalized}:${memberId}`,
        kind: 'bonus',
        amountMinor,
        counterAccount: bonusAccount(merchantCode),
      });
      if (posted.replayed) throw new AppError('promoCode.used', 409);
      return { amountMinor, balanceMinor: posted.balanceAfterMinor };
    },

    /**
     * A trial account's play money (the free-play wallet, accountType 0): credited once from the
     * brand's free-play account, so trial rounds go through the same ledger as real ones.
     */
    async openFreePlay(merchantCode: string, memberId: string): Promise<void> {
      await ledger.postAlone({
        merchantCode,
        memberId,
        idempotencyKey: `freeplay:opening:${memberId}`,
        kind: 'bonus',
        amountMinor: FREE_PLAY_BALANCE_MINOR,
        counterAccount: freePlayAccount(merchantCode),
      });
    },

    /** The brand's setup: deposit and withdrawal methods at a payment provider, or (none given) the demo channels. */
    merchantWallet(
      methods: readonly DepositMethod[] = [],
      withdrawMethods: readonly DepositMethod[] = [],
    ): MerchantWallet {
      const withdraw = { methods: [...withdrawMethods] };
      if (methods.length === 0)
        return {
          currency: WALLET_CURRENCY,
          deposit: { demo: true, minMinor: DEPOSIT_MIN_MINOR, maxMinor: DEPOSIT_MAX_MINOR, methods: [] },
          withdraw,
        };
      return {
        currency: WALLET_CURRENCY,
        withdraw,
        deposit: {
          demo: false,
          minMinor: Math.min(...methods.map((m) => m.minMinor)),
          maxMinor: Math.max(...methods.map((m) => m.maxMinor)),
          methods: [...methods],
        },
      };
    },

    async balance(memberId: string): Promise<WalletBalance> {
      const balanceMinor = await ledger.balance(memberId);
      return { sumBalance: toMajor(balanceMinor), balanceMinor, currency: WALLET_CURRENCY };
    },

    async wallets(memberId: string): Promise<Wallets> {
      const balanceMinor = await ledger.balance(memberId);
      return [{ code: 'MAIN', balanceMinor, sumBalance: toMajor(balanceMinor) }];
    },

    /** A demo withdrawal: out of the wallet through the ledger, once per request id, never below zero. */
    demoWithdraw: (merchantCode: string, memberId: string, amount: string, requestId: string) =>
      demoMove('withdraw', merchantCode, memberId, amount, requestId),

    /**
     * A deposit through the demo channel: no real money moves anywhere, but it is credited through
     * the same ledger as any deposit would be, once per request id.
     */
    demoDeposit: (merchantCode: string, memberId: string, amount: string, requestId: string) =>
      demoMove('deposit', merchantCode, memberId, amount, requestId),
  };
}
export type WalletService = ReturnType<typeof walletService>;
