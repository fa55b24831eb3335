import type { FastifyInstance } from 'fastify';
import { agentsAdminRepo } from '../db/repositories/agents-admin-repo';
import { bannersRepo } from '../db/repositories/banners-repo';
import { catalogueAdminRepo } from '../db/repositories/catalogue-admin-repo';
import { contractsRepo } from '../db/repositories/contracts-repo';
import { playersRepo } from '../db/repositories/players-repo';
import { protectionRepo } from '../db/repositories/protection-repo';
import { securityRepo } from '../db/repositories/security-repo';
import { vendorsRepo } from '../db/repositories/vendors-repo';
import { operatorAdminRoutes } from '../routes/operator-admin';
import { operatorAgentRoutes } from '../routes/operator-agents';
import { operatorApplicationRoutes } from '../routes/operator-applications';
import { operatorBannerRoutes } from '../routes/operator-banners';
import { operatorBrandRoutes } from '../routes/operator-brands';
import { operatorCatalogueRoutes } from '../routes/operator-catalogue';
import { operatorContentRoutes } from '../routes/operator-content';
import { operatorDeskRoutes } from '../routes/operator-desk';
import { operatorPlayerRoutes } from '../routes/operator-players';
import { operatorSessionRoutes } from '../routes/operator-session';
import { demoSettings } from '../seed/site-settings';
import { brandsService } from '../services/brands-service';
import { operatorAdmin } from '../services/operator-admin';
import type { SharedInfrastructure } from './shared-infrastructure';

/**
 * The operator's API: sign-in and sessions, operators' accounts and the audit log, brands
 * (created and changed while the site runs) and what operators write for players. Other areas
 * add their own operator routes through the same gate (KYC, withdrawals).
 */
/** What operators write inside other areas (their own stores and services). */
export type OperatedAreas = Omit<
  Parameters<typeof operatorContentRoutes>[1],
  'gate' | 'accounts' | 'settings' | 'currencyOf'
>;

export async function operatorArea(app: FastifyInstance, shared: SharedInfrastructure, areas: OperatedAreas) {
  const gate = shared.operators;
  await operatorSessionRoutes(app, gate);
  const currencyOf = async (merchant: string) => (await shared.settings.money(merchant)).currency;
  const admin = operatorAdmin({ repo: shared.operatorData, accounts: gate.accounts, clock: shared.clock });
  await operatorAdminRoutes(app, { gate, admin });
  // A new brand starts from the demo's catalogue settings: vendors, menus, registration rules.
  const brands = brandsService(shared.settingsData, shared.merchants, demoSettings);
  await operatorBrandRoutes(app, { brands, gate });
  await operatorPlayerRoutes(app, {
    gate,
    players: playersRepo(shared.database.db),
    currencyOf,
    // A locked player's streams hear it at once and their pages go to the login.
    sessionsEnded: (memberId) => shared.push.sessionsChanged(memberId),
    security: securityRepo(shared.database.db),
    protection: protectionRepo(shared.database.db),
    revokeSessions: (memberId, now) => shared.accountsData.revokeMemberSessions(memberId, now),
    clock: shared.clock,
  });
  await operatorCatalogueRoutes(app, {
    gate,
    settings: shared.settingsData,
    // The operator reads what was just written: the primary, not a replica.
    offers: vendorsRepo(shared.database.db),
    vendors: shared.vendors,
    games: catalogueAdminRepo(shared.database.db),
    cache: shared.cache,
  });
  await operatorAgentRoutes(app, {
    gate,
    agents: agentsAdminRepo(shared.database.db),
    contracts: contractsRepo(shared.database.db),
    currencyOf,
    clock: shared.clock,
  });
  await operatorBannerRoutes(app, {
    gate,
    // The site's carousels read through the same routing: a change keeps their reads on the primary.
    banners: bannersRepo(shared.database.db, shared.reads),
    brandExists: async (merchant) => void (await currencyOf(merchant)),
  });
  await operatorApplicationRoutes(app, {
    gate,
    promotions: areas.promotionsData,
    accounts: shared.accountsData,
    currencyOf,
  });
  await operatorDeskRoutes(app, {
    gate,
    accounts: shared.accountsData,
    service: areas.service,
    serviceData: areas.serviceData,
    settings: shared.settingsData,
    clock: shared.clock,
  });
  await operatorContentRoutes(app, {
    ...areas,
    gate,
    accounts: shared.accountsData,
    settings: shared.settingsData,
    currencyOf,
  });
}
