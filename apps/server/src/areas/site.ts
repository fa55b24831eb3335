import { screenBannerGroup } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import { iconRoutes } from '../routes/icons';
import { spaRoutes } from '../routes/spa';
import type { SharedInfrastructure } from './shared-infrastructure';

/** The site itself: locally drawn icons and banners, and the mobile app under /m/. */
export async function siteArea(app: FastifyInstance, shared: SharedInfrastructure) {
  const { config, banners } = shared;
  iconRoutes(app, { vendors: shared.vendors, banners, merchants: shared.merchants, settings: shared.settings });
  await spaRoutes(app, config.STATIC_DIR, {
    firstBanner: async (pagePath) => {
      const group = screenBannerGroup(pagePath);
      return group ? (await banners.list(config.DEFAULT_MERCHANT, ['B'], group))[0]?.url : undefined;
    },
  });
}
