import { z } from 'zod';
import { languageSchema } from '../common';
import { endpoint } from '../endpoint';
import { PATHS } from '../paths';
import {
  depositQuerySchema,
  depositSchema,
  depositStartSchema,
  jackpotSchema,
  merchantWalletSchema,
  promoCodePayloadSchema,
  promoCodeValueSchema,
  rankProgressSchema,
  walletBalanceSchema,
  walletsSchema,
  winnerSchema,
  withdrawAnswerSchema,
  withdrawalReferenceSchema,
  withdrawalSchema,
  withdrawPayloadSchema,
} from '../wallet';

/** The wallet (spec sections 2 to 4): balance, rank, winners, jackpot, promo codes, deposits and withdrawals. */
export const walletEndpoints = {
  walletBalance: endpoint({
    method: 'GET',
    path: PATHS.walletBalance,
    access: 'member',
    response: walletBalanceSchema,
  }),
  merchantWallet: endpoint({
    method: 'GET',
    path: PATHS.merchantWallet,
    access: 'public',
    response: merchantWalletSchema,
  }),
  rankProgress: endpoint({ method: 'GET', path: PATHS.rankProgress, access: 'member', response: rankProgressSchema }),
  winnerBoard: endpoint({
    method: 'GET',
    path: PATHS.winnerBoard,
    access: 'public',
    query: z.object({ language: languageSchema.optional() }),
    response: z.array(winnerSchema),
  }),
  jackpot: endpoint({ method: 'GET', path: PATHS.jackpot, access: 'public', response: jackpotSchema }),
  redeemPromoCode: endpoint({
    method: 'POST',
    path: PATHS.redeemPromoCode,
    access: 'member',
    body: promoCodePayloadSchema,
    response: promoCodeValueSchema,
  }),
  wallets: endpoint({ method: 'GET', path: PATHS.wallets, access: 'member', response: walletsSchema }),
  withdraw: endpoint({
    method: 'POST',
    path: PATHS.withdraw,
    access: 'member',
    body: withdrawPayloadSchema,
    response: withdrawAnswerSchema,
  }),
  deposits: endpoint({
    method: 'GET',
    path: PATHS.deposits,
    access: 'member',
    response: z.array(depositSchema),
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: PATHS.withdrawals,
    access: 'member',
    response: z.array(withdrawalSchema),
  }),
  cancelWithdrawal: endpoint({
    method: 'POST',
    path: PATHS.cancelWithdrawal,
    access: 'member',
    body: withdrawalReferenceSchema,
    response: withdrawalSchema,
  }),
  startDeposit: endpoint({
    method: 'POST',
    path: PATHS.deposit,
    access: 'member',
    body: depositStartSchema,
    response: depositSchema,
  }),
  deposit: endpoint({
    method: 'GET',
    path: PATHS.depositStatus,
    access: 'member',
    query: depositQuerySchema,
    response: depositSchema,
  }),
};
