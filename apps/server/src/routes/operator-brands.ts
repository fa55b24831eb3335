import { merchantCodeSchema, ok } from '@lobby/contract';
import { OPERATOR_PATHS } from '@lobby/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { operatorScope, type OperatorGate } from '../http/operator-auth';
import type { BrandsService } from '../services/brands-service';

export const OPERATOR_BRANDS_PATH = OPERATOR_PATHS.brands;

/**
 * The brand API (`npm run brand` and the console): a brand's admin shows and updates it;
 * only an admin over every brand creates one. The brand file is checked by the contract's brand
 * schema inside the service; each change is audited with the file before and after.
 */
export async function operatorBrandRoutes(app: FastifyInstance, deps: { brands: BrandsService; gate: OperatorGate }) {
  const { brands, gate } = deps;
  const params = z.object({ code: merchantCodeSchema });
  await operatorScope(app, gate, (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    // Every operator lists the brands their grants cover, whatever the role (the console's brand choice).
    ops.get(OPERATOR_BRANDS_PATH, async (request) => {
      const mine = gate.visibleBrands(request);
      return ok((await brands.list()).filter((b) => !mine || mine.includes(b.code)));
    });
    ops.get(`${OPERATOR_BRANDS_PATH}/:code`, { schema: { params } }, async (request) => {
      gate.require(request, 'admin', request.params.code);
      return ok(await brands.show(request.params.code));
    });
    ops.post(OPERATOR_BRANDS_PATH, async (request) => {
      gate.require(request, 'admin', null);
      const after = await brands.create(request.body);
      await gate.audit(request, { action: 'brand.created', brand: after.merchantCode, after });
      return ok(after);
    });
    ops.put(`${OPERATOR_BRANDS_PATH}/:code`, { schema: { params } }, async (request) => {
      const { code } = request.params;
      gate.require(request, 'admin', code);
      const body = request.body as { merchantCode?: unknown } | null;
      if (body?.merchantCode !== code)
        throw new AppError('request.invalid', 400, { fields: ['merchantCode: differs from the brand in the address'] });
      const before = await brands.show(code);
      const after = await brands.update(body);
      await gate.audit(request, { action: 'brand.updated', brand: code, before, after });
      return ok(after);
    });
  });
}
