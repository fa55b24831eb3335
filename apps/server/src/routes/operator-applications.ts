import { merchantCodeSchema, ok } from '@lobby/contract';
import {
  APPLICATIONS_PAGE_SIZE,
  OPERATOR_PATHS,
  applicationsQuerySchema,
  type PromotionApplicationView,
  type PromotionApplicationsPage,
} from '@lobby/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsRepo } from '../db/repositories/accounts-repo';
import type { PromotionsRepo } from '../db/repositories/promotions-repo';
import { AppError } from '../errors';
import { operatorScope, type OperatorGate } from '../http/operator-auth';
import { sendPrivateImage } from './kyc';
import { memberNamed } from './operator-member';

const PATH = OPERATOR_PATHS.promotionApplications;

/**
 * Risk's queue of promotion applications: a brand's applications by state, newest first, with the
 * member's remark and pictures (each fetched alone, never cached, its viewing audited). The
 * decision itself is `OPERATOR_PATHS.promotionReview`.
 */
export async function operatorApplicationRoutes(
  app: FastifyInstance,
  deps: {
    gate: OperatorGate;
    promotions: PromotionsRepo;
    accounts: AccountsRepo;
    currencyOf: (merchant: string) => Promise<string>;
  },
) {
  const { gate } = deps;
  await operatorScope(app, gate, (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();

    ops.get(PATH, { schema: { querystring: applicationsQuerySchema } }, async (request) => {
      const { merchant, status, page } = request.query;
      gate.require(request, 'risk', merchant);
      const [rows, currency] = await Promise.all([
        // One more than a page tells whether another follows.
        deps.promotions.reviewQueue(merchant, status, APPLICATIONS_PAGE_SIZE + 1, (page - 1) * APPLICATIONS_PAGE_SIZE),
        deps.currencyOf(merchant),
      ]);
      const answer: PromotionApplicationsPage = {
        applications: rows.slice(0, APPLICATIONS_PAGE_SIZE).map((r): PromotionApplicationView => ({
          username: r.username,
          promotionId: r.promotionId,
          title: r.title,
          status,
          remark: r.remark,
          reviewNote: r.reviewNote,
          bonusMinor: r.bonusMinor,
          currency,
          images: r.images,
          appliedAt: r.appliedAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
        })),
        page,
        pageSize: APPLICATIONS_PAGE_SIZE,
        more: rows.length > APPLICATIONS_PAGE_SIZE,
      };
      return ok(answer);
    });

    ops.get(
      `${PATH}/:promotionId/:username/images/:imageId`,
      {
        schema: {
          params: z.object({
            promotionId: z.string().min(1).max(64),
            username: z.string().trim().min(1).max(64),
            imageId: z.string().min(1).max(64),
          }),
          querystring: z.object({ merchant: merchantCodeSchema }),
        },
      },
      async (request, reply) => {
        const { merchant } = request.query;
        const { promotionId, username, imageId } = request.params;
        gate.require(request, 'risk', merchant);
        const member = await memberNamed(deps.accounts, merchant, username);
        const image = await deps.promotions.applicationImage(member.id, promotionId, imageId);
        if (!image) throw new AppError('request.notFound', 404);
        await gate.audit(request, {
          action: 'promotion.imageViewed',
          brand: merchant,
          target: `${username}/${promotionId}/${imageId}`,
        });
        return sendPrivateImage(reply, { bytes: image.bytes, mime: image.type });
      },
    );
  });
}
