import { timingSafeEqual } from 'node:crypto';
import { merchantCodeSchema, ok } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import type { BrandsService } from '../services/brands-service';

export const OPERATOR_BRANDS_PATH = '/__ops/brands';

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

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
    scope.addHook('onRequest', async (request) => {
      if (!deps.token) return;
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, deps.token)) throw new AppError('session.expired', 401);
    });
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
