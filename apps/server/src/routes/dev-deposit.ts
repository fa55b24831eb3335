import { amountTextSchema, endpoint, idempotencyKeySchema, walletBalanceSchema } from '@lobby/contract';
import { isTrial, parseAmount, toMajor } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { depositAccount, type LedgerRepo } from '../db/repositories/ledger-repo';
import { AppError } from '../errors';
import type { Serve } from '../http/endpoint-route';
import type { BrandMoney } from '../services/deposits';
import type { PlayerProtection } from '../services/player-protection';

/** Money for a member without paying (dev tools only: tests and local trials fund wallets with it). */
export const DEV_DEPOSIT = endpoint({
  method: 'POST',
  path: '/__dev/deposit',
  access: 'member',
  body: z.object({ amount: amountTextSchema, requestId: idempotencyKeySchema }),
  response: walletBalanceSchema,
});

/**
 * Credits the member's wallet through the ledger as a deposit (once per request id, within the
 * deposit limits), as a paid deposit would be. Served only with LOBBY_DEV_TOOLS, never in production.
 */
export function devDepositRoute(
  app: FastifyInstance,
  serve: Serve,
  deps: { ledger: LedgerRepo; protection: PlayerProtection; brandMoney: BrandMoney },
) {
  serve(app, DEV_DEPOSIT, async ({ ctx, member, body }) => {
    if (isTrial(member.type)) throw new AppError('feature.unavailable', 403);
    const { currency } = await deps.brandMoney(ctx.merchant);
    const amountMinor = parseAmount(body.amount, currency);
    if (!amountMinor) throw new AppError('wallet.amount');
    const posted = await deps.ledger.transaction(async (tx) => {
      await deps.protection.lockWallet(tx, member.id, ctx.merchant);
      const moved = await deps.ledger.post(tx, {
        merchantCode: ctx.merchant,
        memberId: member.id,
        idempotencyKey: `deposit:${member.id}:${body.requestId}`,
        kind: 'deposit',
        amountMinor,
        counterAccount: depositAccount(ctx.merchant),
      });
      if (!moved.replayed) await deps.protection.checkDeposit(tx, member.id);
      return moved;
    });
    const balanceMinor = posted.balanceAfterMinor;
    return { sumBalance: toMajor(balanceMinor, currency), balanceMinor, currency };
  });
}
