import { depositPayloadSchema, ok, promoCodePayloadSchema, withdrawPayloadSchema } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { isTrial, JACKPOT_DEFAULTS } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import { requestContext } from '../http/request-context';
import { parsePayload } from '../http/request-body';
import { memberOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import type { MerchantDirectory } from '../services/merchants';
import type { RateLimiter } from '../services/rate-limit';
import { AppError } from '../errors';
import type { SettingsService } from '../services/settings-service';
import type { WalletService } from '../services/wallet-service';

interface Deps {
  wallet: WalletService;
  accounts: AccountsService;
  merchants: MerchantDirectory;
  limits: RateLimiter;
  settings: SettingsService;
  /** The demo deposit and withdrawal channels are open (never by default in production). */
  demoPayments: boolean;
}

/** The header balance (spec sections 2 and 3), the brand's wallet setup and the demo deposit. */
export function walletRoutes(app: FastifyInstance, deps: Deps) {
  app.get(PATHS.walletBalance, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    return ok(await deps.wallet.balance(member.id));
  });

  // Answered with or without a session (spec section 4: merchant wallet also when logged out).
  app.get(PATHS.merchantWallet, async (request) => {
    await requestContext(request, deps.merchants);
    return ok(deps.wallet.merchantWallet());
  });

  app.get(PATHS.rankProgress, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    return ok(await deps.wallet.rankProgress(member.id));
  });

  // Public: the board shows masked names only.
  app.get(PATHS.winnerBoard, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    return ok(await deps.wallet.winnerBoard(ctx.merchant, ctx.language));
  });

  app.get(PATHS.jackpot, async (request) => {
    await requestContext(request, deps.merchants);
    return ok({ min: JACKPOT_DEFAULTS.min, max: JACKPOT_DEFAULTS.max });
  });

  // Reward center features need the REWCEN3 flag (spec section 2).
  app.post(PATHS.redeemPromoCode, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    const { code } = parsePayload(promoCodePayloadSchema, request.body);
    if (!(await deps.settings.stored(ctx.merchant)).whitelabel.REWCEN3 || isTrial(member.type)) throw new AppError('feature.unavailable', 403);
    await deps.limits.hit(`promo:${member.id}`, 10, 3600);
    return ok(await deps.wallet.redeemPromoCode(ctx.merchant, member.id, code));
  });

  app.get(PATHS.wallets, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    return ok(await deps.wallet.wallets(member.id));
  });

  // Trial accounts play with play money: they neither withdraw nor deposit.
  app.post(PATHS.withdraw, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    const { amount, requestId } = parsePayload(withdrawPayloadSchema, request.body);
    if (isTrial(member.type) || !deps.demoPayments) throw new AppError('feature.unavailable', 403);
    await deps.limits.hit(`withdraw:${member.id}`, 30, 3600);
    return ok(await deps.wallet.demoWithdraw(ctx.merchant, member.id, amount, requestId));
  });

  app.post(PATHS.demoDeposit, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    const { amount, requestId } = parsePayload(depositPayloadSchema, request.body);
    if (isTrial(member.type) || !deps.demoPayments) throw new AppError('feature.unavailable', 403);
    await deps.limits.hit(`deposit:${member.id}`, 30, 3600);
    return ok(await deps.wallet.demoDeposit(ctx.merchant, member.id, amount, requestId));
  });
}
