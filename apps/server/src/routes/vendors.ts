import { ok, vendorGameTypesQuerySchema, vendorsQuerySchema } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../http/request-context';
import type { MerchantDirectory } from '../services/merchants';
import type { VendorsService } from '../services/vendors-service';

export function vendorRoutes(app: FastifyInstance, deps: { vendors: VendorsService; merchants: MerchantDirectory }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(PATHS.vendors, { schema: { querystring: vendorsQuerySchema } }, async (request) => {
    const { gameType, language, merchantCode, refresh } = request.query;
    const ctx = await requestContext(request, deps.merchants, { merchant: merchantCode, language });
    return ok(await deps.vendors.list(ctx.merchant, gameType, refresh ?? false));
  });

  typed.get(PATHS.vendorGameTypes, { schema: { querystring: vendorGameTypesQuerySchema } }, async (request) => {
    const { typeId, merchant_code, language, refresh } = request.query;
    const ctx = await requestContext(request, deps.merchants, { merchant: merchant_code, language });
    return ok(await deps.vendors.gameTypes(ctx.merchant, typeId, refresh ?? false));
  });
}
