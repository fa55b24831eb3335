import { languageSchema, ok } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../http/request-context';
import type { HelpService } from '../services/help-service';
import type { MerchantDirectory } from '../services/merchants';

const helpQuerySchema = z.object({ lang: languageSchema.optional(), device: z.literal('MOBILE').optional() });

/** The help centre (spec section 7): `lang` picks the language, device MOBILE. */
export function helpRoutes(app: FastifyInstance, deps: { help: HelpService; merchants: MerchantDirectory }) {
  app.withTypeProvider<ZodTypeProvider>().get(PATHS.helpCenter, { schema: { querystring: helpQuerySchema } }, async (request) => {
    const ctx = await requestContext(request, deps.merchants, { language: request.query.lang });
    return ok(await deps.help.list(ctx.merchant, ctx.language));
  });
}
