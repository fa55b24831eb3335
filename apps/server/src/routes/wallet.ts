import { ENDPOINTS } from '@lobby/contract';
import { isTrial, JACKPOT_DEFAULTS } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { Serve } from '../http/endpoint-route';
import type { RateLimiter } from '../services/rate-limit';
import type { SettingsService } from '../services/settings-service';
import type { WalletService } from '../services/wallet-service';

interface Deps {
  wallet: WalletService;
  limits: RateLimiter;
  settings: SettingsService;
  /** The demo deposit and withdrawal channels are open (never by default in production). */
  demoPayments: boolean;
  /** Player protection before money leaves (KYC the brand requires): throws to refuse. */
  beforeWithdraw?: (merchantCode: string, memberId: string) => Promise<void>;
}

/** The header balance (spec sections 2 and 3), the brand's wallet setup and the demo deposit. */
export function walletRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  serve(app, ENDPOINTS.walletBalance, ({ member }) => deps.wallet.balance(member.id));

  // Answered with or without a session (spec section 4: merchant wallet also when logged out).
  serve(app, ENDPOINTS.merchantWallet, () => deps.wallet.merchantWallet());

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
  serve(app, ENDPOINTS.withdraw, async ({ ctx, member, body }) => {
    if (isTrial(member.type) || !deps.demoPayments) throw new AppError('feature.unavailable', 403);
    await deps.limits.hit(`withdraw:${member.id}`, 30, 3600);
    await deps.beforeWithdraw?.(ctx.merchant, member.id);
    return deps.wallet.demoWithdraw(ctx.merchant, member.id, body.amount, body.requestId);
  });

  serve(app, ENDPOINTS.demoDeposit, async ({ ctx, member, body }) => {
    if (isTrial(member.type) || !deps.demoPayments) throw new AppError('feature.unavailable', 403);
    await deps.limits.hit(`deposit:${member.id}`, 30, 3600);
    return deps.wallet.demoDeposit(ctx.merchant, member.id, body.amount, body.requestId);
  });
}
