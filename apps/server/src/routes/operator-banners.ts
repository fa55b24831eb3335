import { randomUUID } from 'node:crypto';
import { ok, PATHS } from '@lobby/contract';
import {
  MAX_BANNERS_PER_GROUP,
  OPERATOR_PATHS,
  bannerIdSchema,
  bannersQuerySchema,
  opsBannerBrandSchema,
  opsBannerChangeSchema,
  opsBannerOrderSchema,
  opsBannerSchema,
  type OperatorBanner,
} from '@lobby/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BannerRow, BannersRepo } from '../db/repositories/banners-repo';
import { AppError } from '../errors';
import { operatorScope, type OperatorGate } from '../http/operator-auth';

const P = OPERATOR_PATHS.banners;
const idParams = z.object({ id: bannerIdSchema });

const view = (row: BannerRow): OperatorBanner => ({
  id: row.id,
  groupName: row.groupName as OperatorBanner['groupName'],
  sequence: row.sequence,
  title: row.title,
  titles: row.titles,
  link: row.link,
  url: row.url,
});
/** What the audit keeps of a banner: its words and place. */
const kept = (row: BannerRow) => ({
  group: row.groupName,
  sequence: row.sequence,
  title: row.title,
  titles: row.titles,
  link: row.link,
});

/**
 * Banners (content): a brand's banners by group, a new one (drawn art in the brand's colours,
 * its title in the brand's languages, last in its group), its words changed, removed, a group's
 * order. The site's carousels follow at once; each change is audited.
 */
export async function operatorBannerRoutes(
  app: FastifyInstance,
  deps: { gate: OperatorGate; banners: BannersRepo; brandExists: (merchant: string) => Promise<void> },
) {
  const { gate, banners } = deps;
  await operatorScope(app, gate, (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.get(P, { schema: { querystring: bannersQuerySchema } }, async (request) => {
      gate.require(request, 'content', request.query.merchant);
      return ok((await banners.all(request.query.merchant)).map(view));
    });
    ops.post(P, { schema: { body: opsBannerSchema } }, async (request) => {
      const { merchantCode, groupName, title, titles, link } = request.body;
      gate.require(request, 'content', merchantCode);
      await deps.brandExists(merchantCode);
      const id = `ops-${randomUUID()}`;
      const row = await banners.add(
        { id, merchantCode, groupName, title, titles, link: link ?? null, url: `${PATHS.bannerImage}/${id}.svg` },
        MAX_BANNERS_PER_GROUP,
      );
      if (!row) throw new AppError('banners.groupFull', 409);
      await gate.audit(request, { action: 'banner.added', brand: merchantCode, target: id, after: kept(row) });
      return ok(view(row));
    });
    ops.put(`${P}/order`, { schema: { body: opsBannerOrderSchema } }, async (request) => {
      const { merchantCode, groupName, ids } = request.body;
      gate.require(request, 'content', merchantCode);
      const before = (await banners.all(merchantCode)).filter((r) => r.groupName === groupName).map((r) => r.id);
      if (!(await banners.reorder(merchantCode, groupName, ids))) throw new AppError('request.invalid', 400);
      await gate.audit(request, {
        action: 'banners.ordered',
        brand: merchantCode,
        target: groupName,
        before: { ids: before },
        after: { ids },
      });
      return ok(null);
    });
    ops.put(`${P}/:id`, { schema: { params: idParams, body: opsBannerChangeSchema } }, async (request) => {
      const { merchantCode, title, titles, link } = request.body;
      gate.require(request, 'content', merchantCode);
      const words = { title, titles, link: link ?? null };
      const before = await banners.change(merchantCode, request.params.id, words);
      if (!before) throw new AppError('request.notFound', 404);
      await gate.audit(request, {
        action: 'banner.changed',
        brand: merchantCode,
        target: before.id,
        before: kept(before),
        after: kept({ ...before, ...words }),
      });
      return ok(view({ ...before, ...words }));
    });
    ops.post(`${P}/:id/remove`, { schema: { params: idParams, body: opsBannerBrandSchema } }, async (request) => {
      const { merchantCode } = request.body;
      gate.require(request, 'content', merchantCode);
      const removed = await banners.remove(merchantCode, request.params.id);
      if (!removed) throw new AppError('request.notFound', 404);
      await gate.audit(request, {
        action: 'banner.removed',
        brand: merchantCode,
        target: removed.id,
        before: kept(removed),
      });
      return ok(null);
    });
  });
}
