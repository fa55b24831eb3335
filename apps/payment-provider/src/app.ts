import Fastify, { type FastifyInstance } from 'fastify';
import { Dispatcher } from './callbacks/dispatcher';
import type { PaymentProviderConfig } from './config';
import { pageRoutes } from './pages/page-routes';
import { Payments } from './payments/payments';
import { apiRoutes } from './protocol/api-routes';
import type { Store } from './store/store';

export interface PaymentProviderDeps {
  config: PaymentProviderConfig;
  store: Store;
  /** The callbacks' HTTP client (tests may wrap it). */
  fetch?: typeof fetch;
  now?: () => number;
}

export interface PaymentProvider {
  app: FastifyInstance;
  payments: Payments;
  dispatcher: Dispatcher;
  /** Sets the origin `pay_url`s start with, once the port is known. */
  setPublicUrl(url: string): void;
}

/**
 * The provider as one Fastify app: the platform's API (signed), the members' payment pages and
 * the tester's controls, the callbacks owed from before a restart (resumed here), and a timer
 * expiring intents past their time.
 */
export async function buildPaymentProvider(deps: PaymentProviderDeps): Promise<PaymentProvider> {
  const { config, store } = deps;
  const now = deps.now ?? Date.now;
  let publicUrl = config.publicUrl ?? `http://${config.host}:${config.port}`;

  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 64 * 1024 });
  const dispatcher = new Dispatcher(store, {
    secrets: config.webhookSecrets,
    attempts: config.callbackAttempts,
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    timeoutMs: config.callbackTimeoutMs,
    now,
    log: app.log,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const payments = new Payments(store, dispatcher, now, () => publicUrl);

  await apiRoutes(app, { config, payments, now });
  await pageRoutes(app, { payments, publicUrl: () => publicUrl });
  app.get('/', (_request, reply) => reply.redirect('/intents'));
  app.get('/healthz', () => ({ ok: true }));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  dispatcher.start();
  const sweep = setInterval(() => {
    try {
      payments.expireDue();
    } catch (err) {
      app.log.error({ err }, 'expiry sweep failed');
    }
  }, config.expirySweepMs);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await dispatcher.stop();
  });

  return {
    app,
    payments,
    dispatcher,
    setPublicUrl(url) {
      publicUrl = url.replace(/\/+$/, '');
    },
  };
}
