import { announcementsQuerySchema, ok } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../http/request-context';
import type { BannersService } from '../services/banners-service';
import type { MerchantDirectory } from '../services/merchants';

export function announcementRoutes(app: FastifyInstance, deps: { banners: BannersService; merchants: MerchantDirectory }) {
  app.withTypeProvider<ZodTypeProvider>().get(PATHS.announcements, { schema: { querystring: announcementsQuerySchema } }, async (request) => {
    const { types, groupName, merchantCode, language } = request.query;
    const ctx = await requestContext(request, deps.merchants, { merchant: merchantCode, language });
    return ok(await deps.banners.list(ctx.merchant, types, groupName));
  });
}
