import { feedbackPayloadSchema, ok, type FeedbackItem } from '@lobby/contract';
import { TRIAL_TYPE } from '@lobby/domain';
import { PROFILE_PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { FeedbackRepo, FeedbackRow } from '../db/repositories/feedback-repo';
import { requestContext } from '../http/request-context';
import { parsePayload } from '../http/request-body';
import { memberOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import { AppError } from '../errors';
import type { MerchantDirectory } from '../services/merchants';
import type { RateLimiter } from '../services/rate-limit';

/** Feedback a member may send an hour: room for a conversation, not for a flood. */
const PER_MEMBER_HOURLY = 5;
/** The member's latest feedback shown back. */
const LIST_SIZE = 20;

const toItem = (row: FeedbackRow): FeedbackItem => ({
  id: row.id,
  category: row.category as FeedbackItem['category'],
  content: row.content,
  status: row.status as FeedbackItem['status'],
  reply: row.reply,
  createdAt: row.createdAt.toISOString(),
});

/** Feedback (spec section 7: PUT): a member sends it, and reads back their own with its status. */
export function feedbackRoutes(app: FastifyInstance, deps: { repo: FeedbackRepo; accounts: AccountsService; merchants: MerchantDirectory; limits: RateLimiter }) {
  app.put(PROFILE_PATHS.feedback, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    // A throw-away trial account is no one to answer (and would lift the per-member limit).
    if (member.type === TRIAL_TYPE) throw new AppError('freeplay.rejected', 403);
    const payload = parsePayload(feedbackPayloadSchema, request.body);
    await deps.limits.hit(`feedback:${member.id}`, PER_MEMBER_HOURLY, 3600);
    return ok(toItem(await deps.repo.insert({ id: randomUUID(), memberId: member.id, ...payload })));
  });

  app.get(PROFILE_PATHS.feedback, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    return ok((await deps.repo.ofMember(member.id, LIST_SIZE)).map(toItem));
  });
}
