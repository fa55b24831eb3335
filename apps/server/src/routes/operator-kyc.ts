import {
  kycPolicySchema,
  kycReviewSchema,
  kycSideSchema,
  kycStatusNameSchema,
  merchantCodeSchema,
  ok,
  OPERATOR_KYC_PATH,
} from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorGuard } from '../http/operator-auth';
import type { KycService } from '../services/kyc-service';
import { sendPrivateImage } from './kyc';

const memberIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * The operator's KYC API (issue 23), behind the same bearer token as /__ops/brands: the review
 * queue of a brand, each document, the decision, and the brand's rule for withdrawals.
 */
export async function operatorKycRoutes(app: FastifyInstance, deps: { kyc: KycService; token: string | undefined }) {
  const brand = z.object({ merchant: merchantCodeSchema });
  const ofMember = brand.extend({ memberId: memberIdSchema });
  await app.register(async (scope) => {
    scope.addHook('onRequest', operatorGuard(deps.token));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.get(
      `${OPERATOR_KYC_PATH}/:merchant`,
      { schema: { params: brand, querystring: z.object({ status: kycStatusNameSchema.optional() }) } },
      async (request) => ok(await deps.kyc.cases(request.params.merchant, request.query.status)),
    );
    ops.get(
      `${OPERATOR_KYC_PATH}/:merchant/:memberId/:side`,
      { schema: { params: ofMember.extend({ side: kycSideSchema }) } },
      async (request, reply) => {
        const { merchant, memberId, side } = request.params;
        return sendPrivateImage(reply, await deps.kyc.brandDocument(merchant, memberId, side));
      },
    );
    ops.post(
      `${OPERATOR_KYC_PATH}/:merchant/:memberId/review`,
      { schema: { params: ofMember, body: kycReviewSchema } },
      async (request) => {
        await deps.kyc.review(request.params.merchant, request.params.memberId, request.body);
        return ok(null);
      },
    );
    ops.put(
      `${OPERATOR_KYC_PATH}/:merchant/policy`,
      { schema: { params: brand, body: kycPolicySchema } },
      async (request) => {
        await deps.kyc.setPolicy(request.params.merchant, request.body.requireForWithdrawal);
        return ok(request.body);
      },
    );
  });
}
