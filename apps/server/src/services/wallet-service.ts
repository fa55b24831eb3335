import {
  type DepositMethod,
  type Language,
  type MerchantWallet,
  type RankProgress,
  type WalletBalance,
  type Wallets,
  type Winner,
} from '@lobby/contract';
import { maskName, sortWinners, toMajor, vipRankOf } from '@lobby/domain';
import { bonusAccount, freePlayAccount, type LedgerRepo } from '../db/repositories/ledger-repo';
import type { PromoCodesRepo } from '../db/repositories/promo-codes-repo';
import type { RoundsRepo } from '../db/repositories/rounds-repo';
import { AppError } from '../errors';
import type { BrandMoney } from './deposits';

/** What a trial (free-play) account starts with: 2,000.00 of play money. */
export const FREE_PLAY_BALANCE_MINOR = 200_000;

/** The winner board looks back a week and shows the 20 biggest wins. */
const WINNER_DAYS = 7;
const WINNER_COUNT = 20;

export function walletService(
  ledger: LedgerRepo,
  rounds: RoundsRepo,
  promoCodes: PromoCodesRepo,
  brandMoney: BrandMoney,
) {
  const currencyOf = async (merchantCode: string) => (await brandMoney(merchantCode)).currency;

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

    /** The brand's currency, and the methods of its payment provider (none: no deposits or withdrawals here). */
    async merchantWallet(
      merchantCode: string,
      methods: readonly DepositMethod[] = [],
      withdrawMethods: readonly DepositMethod[] = [],
    ): Promise<MerchantWallet> {
      return {
        currency: await currencyOf(merchantCode),
        withdraw: { methods: [...withdrawMethods] },
        deposit: {
          minMinor: methods.length ? Math.min(...methods.map((m) => m.minMinor)) : 0,
          maxMinor: methods.length ? Math.max(...methods.map((m) => m.maxMinor)) : 0,
          methods: [...methods],
        },
      };
    },

    async balance(memberId: string, merchantCode: string): Promise<WalletBalance> {
      const [balanceMinor, currency] = await Promise.all([ledger.balance(memberId), currencyOf(merchantCode)]);
      return { sumBalance: toMajor(balanceMinor, currency), balanceMinor, currency };
    },

    async wallets(memberId: string): Promise<Wallets> {
      const balanceMinor = await ledger.balance(memberId);
      return [{ code: 'MAIN', balanceMinor, sumBalance: toMajor(balanceMinor) }];
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;
