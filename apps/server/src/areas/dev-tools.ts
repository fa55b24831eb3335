import type { FastifyInstance } from 'fastify';
import { devDepositRoute } from '../routes/dev-deposit';
import { devToolRoutes } from '../routes/dev-tools';
import type { SharedInfrastructure } from './shared-infrastructure';

/** What the dev tools seed and drive inside other areas (their own stores and services). */
export type OperatedAreas = Omit<Parameters<typeof devToolRoutes>[1], 'outbox' | 'captchas' | 'accounts' | 'settings'>;

/** Development tools (LOBBY_DEV_TOOLS): the outbox, captcha answers, seeding content, settling contracts, money without paying. */
export async function devToolsArea(app: FastifyInstance, shared: SharedInfrastructure, areas: OperatedAreas) {
  devToolRoutes(app, {
    ...areas,
    outbox: shared.localOutbox,
    captchas: shared.captchas,
    accounts: shared.accountsData,
    settings: shared.settingsData,
  });
  devDepositRoute(app, shared.serve, {
    ledger: shared.ledger,
    protection: shared.protection,
    brandMoney: shared.settings.money,
  });
}
