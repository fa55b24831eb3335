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
import { operatorScope, type OperatorGate } from '../http/operator-auth';
import type { KycService } from '../services/kyc-service';
import { sendPrivateImage } from './kyc';

const memberIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * The risk role's KYC API (issue 23): the review queue of a brand, each document (its viewing is
 * audited too), the decision, and the brand's rule for withdrawals.
 */
export async function operatorKycRoutes(app: FastifyInstance, deps: { kyc: KycService; gate: OperatorGate }) {
  const { gate } = deps;
  const brand = z.object({ merchant: merchantCodeSchema });
  const ofMember = brand.extend({ memberId: memberIdSchema });
  await operatorScope(app, gate, (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.get(
      `${OPERATOR_KYC_PATH}/:merchant`,
      { schema: { params: brand, querystring: z.object({ status: kycStatusNameSchema.optional() }) } },
      async (request) => {
        gate.require(request, 'risk', request.params.merchant);
        return ok(await deps.kyc.cases(request.params.merchant, request.query.status));
      },
    );
    ops.get(
      `${OPERATOR_KYC_PATH}/:merchant/:memberId/:side`,
      { schema: { params: ofMember.extend({ side: kycSideSchema }) } },
      async (request, reply) => {
        const { merchant, memberId, side } = request.params;
        gate.require(request, 'risk', merchant);
        await gate.audit(request, { action: 'kyc.documentViewed', brand: merchant, target: `${memberId}/${side}` });
        return sendPrivateImage(reply, await deps.kyc.brandDocument(merchant, memberId, side));
      },
    );
    ops.post(
      `${OPERATOR_KYC_PATH}/:merchant/:memberId/review`,
      { schema: { params: ofMember, body: kycReviewSchema } },
      async (request) => {
        const { merchant, memberId } = request.params;
        gate.require(request, 'risk', merchant);
        await deps.kyc.review(merchant, memberId, request.body);
        await gate.audit(request, { action: 'kyc.reviewed', brand: merchant, target: memberId, after: request.body });
        return ok(null);
      },
    );
    ops.put(
      `${OPERATOR_KYC_PATH}/:merchant/policy`,
      { schema: { params: brand, body: kycPolicySchema } },
      async (request) => {
        const { merchant } = request.params;
        gate.require(request, 'risk', merchant);
        await deps.kyc.setPolicy(merchant, request.body.requireForWithdrawal);
        await gate.audit(request, { action: 'kyc.policy', brand: merchant, after: request.body });
        return ok(request.body);
      },
    );
  });
}
