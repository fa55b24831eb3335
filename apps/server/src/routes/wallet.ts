import { ENDPOINTS } from '@lobby/contract';
import { isTrial, JACKPOT_DEFAULTS } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { Serve } from '../http/endpoint-route';
import type { DepositService } from '../services/deposits';
import type { RateLimiter } from '../services/rate-limit';
import type { SettingsService } from '../services/settings-service';
import type { WalletService } from '../services/wallet-service';
import type { WithdrawalService } from '../services/withdrawals';
import { PAYMENT_CALLBACK_PATH } from './payment-callback';

interface Deps {
  wallet: WalletService;
  limits: RateLimiter;
  settings: SettingsService;
  /** Deposits through the brand's payment provider, when it has one. */
  deposits?: DepositService | undefined;
  /** Withdrawals through the brand's payment provider, approved by the operator. */
  withdrawals?: WithdrawalService | undefined;
  /** Where the provider posts its callbacks; unset: the origin the member's request came to. */
  callbackBaseUrl?: string | undefined;
  /** Player protection before money leaves (KYC the brand requires): throws to refuse. */
  beforeWithdraw?: (merchantCode: string, memberId: string) => Promise<void>;
}

/** The header balance (spec sections 2 and 3), the brand's wallet setup, deposits and withdrawals. */
export function walletRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  serve(app, ENDPOINTS.walletBalance, ({ ctx, member }) => deps.wallet.balance(member.id, ctx.merchant));

  // Answered with or without a session (spec section 4: merchant wallet also when logged out).
  serve(app, ENDPOINTS.merchantWallet, async ({ ctx }) =>
    deps.wallet.merchantWallet(
      ctx.merchant,
      await deps.deposits?.methods(ctx.merchant),
      await deps.withdrawals?.methods(ctx.merchant),
    ),
  );

  serve(app, ENDPOINTS.rankProgress, ({ member }) => deps.wallet.rankProgress(member.id));

  // Public: the board shows masked names only.
  serve(app, ENDPOINTS.winnerBoard, ({ ctx }) => deps.wallet.winnerBoard(ctx.merchant, ctx.language));

  serve(app, ENDPOINTS.jackpot, () => ({ min: JACKPOT_DEFAULTS.min, max: JACKPOT_DEFAULTS.max }));

  // Reward center features need the REWCEN3 flag (spec section 2).
  serve(app, ENDPOINTS.redeemPromoCode, async ({ ctx, member, body }) => {
    if (!(await deps.settings.stored(ctx.merchant)).whitelabel.REWCEN3 || isTrial(member.type)) {
      throw new AppError('feature.unavailable', 403);
    }
    await deps.limits.hit(`promo:${member.id}`, 10, 3600);
    return deps.wallet.redeemPromoCode(ctx.merchant, member.id, body.code);
  });

  serve(app, ENDPOINTS.wallets, ({ member }) => deps.wallet.wallets(member.id));

  // Trial accounts play with play money: they neither withdraw nor deposit.
  // Through the payment provider: held at once, paid once the brand approves it.
  serve(app, ENDPOINTS.withdraw, async ({ ctx, member, body }) => {
    if (isTrial(member.type) || !deps.withdrawals) throw new AppError('feature.unavailable', 403);
    await deps.limits.hit(`withdraw:${member.id}`, 30, 3600);
    await deps.beforeWithdraw?.(ctx.merchant, member.id);
    return deps.withdrawals.request({ id: member.id, merchantCode: ctx.merchant }, body);
  });

  serve(app, ENDPOINTS.deposits, async ({ member }) => (deps.deposits ? deps.deposits.list(member.id) : []));

  serve(app, ENDPOINTS.withdrawals, async ({ member }) => (deps.withdrawals ? deps.withdrawals.list(member.id) : []));

  serve(app, ENDPOINTS.cancelWithdrawal, async ({ member, body }) => {
    if (!deps.withdrawals) throw new AppError('feature.unavailable', 403);
    return deps.withdrawals.cancel(member.id, body.reference);
  });

  // A deposit by one of the brand's methods, paid on the provider's page; the member comes back
  // to /m/voucherCenter with its reference.
  serve(app, ENDPOINTS.startDeposit, async ({ ctx, member, body, request }) => {
    if (isTrial(member.type) || !deps.deposits) throw new AppError('feature.unavailable', 403);
    await deps.limits.hit(`deposit:${member.id}`, 30, 3600);
    const origin = `${request.protocol}://${request.host}`;
    return deps.deposits.start({ id: member.id, merchantCode: ctx.merchant }, body, {
      language: ctx.language,
      returnUrl: `${origin}/m/voucherCenter`,
      callbackUrl: `${deps.callbackBaseUrl ?? origin}${PAYMENT_CALLBACK_PATH}`,
    });
  });

  serve(app, ENDPOINTS.deposit, async ({ member, query }) => {
    if (!deps.deposits) throw new AppError('feature.unavailable', 403);
    return deps.deposits.status(member.id, query.reference);
  });
}
