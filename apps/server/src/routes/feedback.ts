import { feedbackPayloadSchema, ok } from '@lobby/contract';
import { PROFILE_PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import { requestContext } from '../http/request-context';
import { parsePayload } from '../http/request-body';
import { memberOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import type { FeedbackService } from '../services/feedback-service';
import type { MerchantDirectory } from '../services/merchants';

/** Feedback (spec section 7: PUT): a member sends it, and reads back their own with its status. */
export function feedbackRoutes(app: FastifyInstance, deps: { feedback: FeedbackService; accounts: AccountsService; merchants: MerchantDirectory }) {
  app.put(PROFILE_PATHS.feedback, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    return ok(await deps.feedback.send(member, parsePayload(feedbackPayloadSchema, request.body)));
  });

  app.get(PROFILE_PATHS.feedback, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    return ok(await deps.feedback.ofMember(await memberOf(request, deps.accounts, ctx.merchant)));
  });
}
