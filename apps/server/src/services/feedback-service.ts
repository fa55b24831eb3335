import { randomUUID } from 'node:crypto';
import type { FeedbackItem, FeedbackPayload } from '@lobby/contract';
import { TRIAL_TYPE } from '@lobby/domain';
import type { MemberRow } from '../db/repositories/accounts-repo';
import type { FeedbackRepo, FeedbackRow } from '../db/repositories/feedback-repo';
import { AppError } from '../errors';
import type { RateLimiter } from './rate-limit';

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

/** Feedback (spec section 7): a member sends it, and reads back their own with its status. */
export function feedbackService(repo: FeedbackRepo, limits: RateLimiter) {
  return {
    async send(member: MemberRow, payload: FeedbackPayload): Promise<FeedbackItem> {
      // A throw-away trial account is no one to answer (and would lift the per-member limit).
      if (member.type === TRIAL_TYPE) throw new AppError('freeplay.rejected', 403);
      await limits.hit(`feedback:${member.id}`, PER_MEMBER_HOURLY, 3600);
      return toItem(await repo.insert({ id: randomUUID(), memberId: member.id, ...payload }));
    },
    async ofMember(member: MemberRow): Promise<FeedbackItem[]> {
      return (await repo.ofMember(member.id, LIST_SIZE)).map(toItem);
    },
  };
}
export type FeedbackService = ReturnType<typeof feedbackService>;
