import type { FastifyInstance } from 'fastify';
import { paymentsRepo } from '../db/repositories/payments-repo';
import { withdrawalsRepo } from '../db/repositories/withdrawals-repo';
import { operatorWithdrawalRoutes } from '../routes/operator-withdrawals';
import { PAYMENT_CALLBACK_PATH, paymentCallbackRoutes } from '../routes/payment-callback';
import { depositService } from '../services/deposits';
import { paymentClient } from '../services/payment-client';
import { withdrawalService } from '../services/withdrawals';
import type { SharedInfrastructure } from './shared-infrastructure';

/**
 * Money in and out through the brand's payment provider (docs/payment-protocol.md), when one is
 * configured: deposits, withdrawals with the operator's approval, and the provider's callbacks.
 */
export async function paymentsArea(app: FastifyInstance, shared: SharedInfrastructure) {
  const { config, database, ledger, protection, clock } = shared;
  if (!config.PAYMENT_PROVIDER_URL) return undefined;
  const payments = paymentsRepo(database.db);
  const call = paymentClient(
    { apiUrl: config.PAYMENT_PROVIDER_URL, platformId: config.PLATFORM_ID, apiSecrets: config.PAYMENT_API_SECRET },
    clock,
  );
  const link = { providerCode: config.PAYMENT_PROVIDER_CODE, brandMoney: shared.settings.money };
  const deposits = depositService({ payments, ledger, protection, link, call, clock });
  const withdrawals = withdrawalService({
    withdrawals: withdrawalsRepo(database.db),
    payments,
    ledger,
    protection,
    link,
    call,
    clock,
  });
  await paymentCallbackRoutes(app, {
    onEvent: (event) => (event.type.startsWith('payout.') ? withdrawals.event(event) : deposits.event(event)),
    webhookSecrets: config.PAYMENT_WEBHOOK_SECRET,
    clock,
  });
  await operatorWithdrawalRoutes(app, {
    withdrawals,
    gate: shared.operators,
    callbackUrl: (origin) => `${config.PAYMENT_CALLBACK_BASE_URL ?? origin}${PAYMENT_CALLBACK_PATH}`,
  });
  return { deposits, withdrawals };
}
