import { ok } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import { requestContext } from '../http/request-context';
import type { MerchantDirectory } from '../services/merchants';
import type { SettingsService } from '../services/settings-service';

export function systemRoutes(app: FastifyInstance, deps: { settings: SettingsService; merchants: MerchantDirectory }) {
  app.get(PATHS.settings, async (request) => {
    const { merchant } = await requestContext(request, deps.merchants);
    return ok(await deps.settings.consolidated(merchant, request.ip));
  });

  app.get(PATHS.systemStatus, async (request) => {
    await requestContext(request, deps.merchants);
    return ok(deps.settings.status());
  });
}
