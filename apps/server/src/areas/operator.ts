import type { FastifyInstance } from 'fastify';
import { operatorBrandRoutes } from '../routes/operator-brands';
import { demoSettings } from '../seed/site-settings';
import { brandsService } from '../services/brands-service';
import type { SharedInfrastructure } from './shared-infrastructure';

/** The operator's API: brands, created and changed while the site runs (`npm run brand`). */
export async function operatorArea(app: FastifyInstance, shared: SharedInfrastructure) {
  // A new brand starts from the demo's catalogue settings: vendors, menus, registration rules.
  const brands = brandsService(shared.settingsData, shared.merchants, demoSettings);
  await operatorBrandRoutes(app, { brands, token: shared.config.OPERATOR_TOKEN });
}
