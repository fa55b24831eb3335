import type { FastifyInstance } from 'fastify';
import { devDepositRoute } from '../routes/dev-deposit';
import { devToolRoutes } from '../routes/dev-tools';
import type { SharedInfrastructure } from './shared-infrastructure';

/** Development tools (LOBBY_DEV_TOOLS): the outbox, captcha answers, money without paying. */
export function devToolsArea(app: FastifyInstance, shared: SharedInfrastructure) {
  devToolRoutes(app, { outbox: shared.localOutbox, captchas: shared.captchas });
  devDepositRoute(app, shared.serve, {
    ledger: shared.ledger,
    protection: shared.protection,
    brandMoney: shared.settings.money,
  });
}
