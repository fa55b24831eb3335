import { MODULE_OF_PATH } from '@lobby/contract/constants';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors';
import { requestContext } from '../http/request-context';
import type { SharedInfrastructure } from './shared-infrastructure';

/** A brand's switched-off modules (spec section 7): their paths answer 'feature.unavailable'. */
export function refuseDisabledModules(app: FastifyInstance, { merchants, settings }: SharedInfrastructure) {
  // On the modules' own routes only (registered after this): every other request skips the hook.
  app.addHook('onRoute', (route) => {
    const module = MODULE_OF_PATH[route.url];
    if (!module) return;
    const refuse: preHandlerAsyncHookHandler = async (request) => {
      const { merchant } = await requestContext(request, merchants);
      if ((await settings.stored(merchant)).disabledModules.includes(module))
        throw new AppError('feature.unavailable', 403);
    };
    route.preHandler = [refuse, ...[route.preHandler ?? []].flat()];
  });
}
