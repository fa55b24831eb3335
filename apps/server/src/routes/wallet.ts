import { depositPayloadSchema, ok } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import { requestContext } from '../http/request-context';
import { parsePayload } from '../http/request-body';
import { memberOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import type { MerchantDirectory } from '../services/merchants';
import type { RateLimiter } from '../services/rate-limit';
import type { WalletService } from '../services/wallet-service';

interface Deps {
  wallet: WalletService;
  accounts: AccountsService;
  merchants: MerchantDirectory;
  limits: RateLimiter;
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

  app.post(PATHS.demoDeposit, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    const { amount, requestId } = parsePayload(depositPayloadSchema, request.body);
    await deps.limits.hit(`deposit:${member.id}`, 30, 3600);
    return ok(await deps.wallet.demoDeposit(ctx.merchant, member.id, amount, requestId));
  });
}
