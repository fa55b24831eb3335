import { MODULE_OF_PATH } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { requestContext } from '../http/request-context';
import type { SharedInfrastructure } from './shared-infrastructure';

/** A brand's switched-off modules (spec section 7): their paths answer 'feature.unavailable'. */
export function refuseDisabledModules(app: FastifyInstance, { merchants, settings }: SharedInfrastructure) {
  app.addHook('preHandler', async (request) => {
    const module = MODULE_OF_PATH[request.routeOptions.url ?? ''];
    if (!module) return;
    const { merchant } = await requestContext(request, merchants);
    if ((await settings.stored(merchant)).disabledModules.includes(module))
      throw new AppError('feature.unavailable', 403);
  });
}
