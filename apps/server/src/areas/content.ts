import type { FastifyInstance } from 'fastify';
import { announcementsRepo } from '../db/repositories/announcements-repo';
import { promotionsRepo } from '../db/repositories/promotions-repo';
import { serviceRepo } from '../db/repositories/service-repo';
import { announcementRoutes } from '../routes/announcements';
import { customerServiceRoutes } from '../routes/customer-service';
import { promotionRoutes } from '../routes/promotions';
import { announcementsService } from '../services/announcements-service';
import { signallingAnnouncementsRepo, signallingServiceRepo } from '../services/content-signals';
import { customerService } from '../services/customer-service';
import { promotionPictures } from '../services/promotion-pictures';
import { promotionsService } from '../services/promotions-service';
import { localSupportDesk } from '../services/support-desk';
import type { SharedInfrastructure } from './shared-infrastructure';

/**
 * What the brand tells its members: banners and announcements, promotions, and customer service
 * with its support desk (stopped when the app closes). Returns the stores and services the dev
 * tools seed and drive.
 */
export async function contentArea(app: FastifyInstance, shared: SharedInfrastructure) {
  const { config, database, serve, limits } = shared;
  const noticesData = signallingAnnouncementsRepo(announcementsRepo(database.db, shared.reads), shared.push);
  const promotionsData = promotionsRepo(database.db, shared.reads);
  const pictures = promotionPictures(promotionsData, shared.settings.stored);
  const promotions = promotionsService(promotionsData, shared.ledger, pictures);
  const serviceData = signallingServiceRepo(serviceRepo(database.db), shared.push);
  const desk = localSupportDesk(serviceData, {
    delayMs: config.SUPPORT_REPLY_DELAY_MS,
    onError: (err) => app.log.error({ err }, 'support desk'),
  });
  app.addHook('onClose', async () => desk.close());
  const service = customerService(serviceData, desk, limits);
  announcementRoutes(app, serve, {
    banners: shared.banners,
    announcements: announcementsService(noticesData),
    accounts: shared.accounts,
    settings: shared.settings,
  });
  await promotionRoutes(app, serve, { promotions, pictures, limits, settings: shared.settings });
  customerServiceRoutes(app, serve, { service, settings: shared.settings });
  return { announcements: noticesData, promotions, promotionsData, service, serviceData };
}
