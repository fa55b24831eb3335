import { merchantCodeSchema, ok } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { operatorGuard } from '../http/operator-auth';
import type { BrandsService } from '../services/brands-service';

export const OPERATOR_BRANDS_PATH = '/__ops/brands';

/**
 * The operator's brand API (`npm run brand` talks to it): list, show, create and update brands.
 * With a token configured every call must carry it; without one it exists only locally (dev tools).
 * The brand file itself is checked by the contract's brand schema inside the service.
 */
export async function operatorBrandRoutes(
  app: FastifyInstance,
  deps: { brands: BrandsService; token: string | undefined },
) {
  const params = z.object({ code: merchantCodeSchema });
  await app.register(async (scope) => {
    scope.addHook('onRequest', operatorGuard(deps.token));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.get(OPERATOR_BRANDS_PATH, async () => ok(await deps.brands.list()));
    ops.get(`${OPERATOR_BRANDS_PATH}/:code`, { schema: { params } }, async (request) =>
      ok(await deps.brands.show(request.params.code)),
    );
    ops.post(OPERATOR_BRANDS_PATH, async (request) => ok(await deps.brands.create(request.body)));
    ops.put(`${OPERATOR_BRANDS_PATH}/:code`, { schema: { params } }, async (request) => {
      const body = request.body as { merchantCode?: unknown } | null;
      if (body?.merchantCode !== request.params.code)
        throw new AppError('request.invalid', 400, { fields: ['merchantCode: differs from the brand in the address'] });
      return ok(await deps.brands.update(body));
    });
  });
}
