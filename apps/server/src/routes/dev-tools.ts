import { AUDIENCES, LANGUAGES, NOTICE_TYPES, ok } from '@lobby/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Outbox } from '../adapters/outbox';
import type { AccountsRepo } from '../db/repositories/accounts-repo';
import type { AnnouncementsRepo } from '../db/repositories/announcements-repo';
import { parsePayload } from '../http/request-body';
import type { Captchas } from '../services/captchas';
import { AppError } from '../services/errors';
import type { PromotionsService } from '../services/promotions-service';

/** An announcement as an operator would write it, HTML and all (for trying content locally). */
const devAnnouncementSchema = z.object({
  merchantCode: z.string().default('DEMO'),
  type: z.enum(NOTICE_TYPES).default('PL'),
  language: z.enum(LANGUAGES).default('en'),
  execution: z.enum(AUDIENCES).default('B'),
  title: z.string().min(1).max(200),
  content: z.string().max(100_000),
});

/** The operator's decision on an application under review. */
const devReviewSchema = z.object({
  merchantCode: z.string().default('DEMO'),
  username: z.string().min(1).max(64),
  promotionId: z.string().min(1).max(64),
  decision: z.enum(['issued', 'rejected']),
  note: z.string().max(500).nullable().default(null),
});

/**
 * Development tools, registered only with LOBBY_DEV_TOOLS=1 (never in production): the messages
 * the outbox holds and recent captcha answers, newest first, so people and tests can register
 * and reset passwords locally without an SMS or mail provider; a way to store announcements, and the operator's review of promotion applications.
 */
export function devToolRoutes(app: FastifyInstance, deps: { outbox: Outbox | undefined; captchas: Captchas; announcements: AnnouncementsRepo; promotions: PromotionsService; accounts: AccountsRepo }) {
  app.get('/__dev/outbox', async () => ok(deps.outbox?.list() ?? []));
  app.get('/__dev/captcha', async () => ok(deps.captchas.recentAnswers()));
  /** Stores an announcement, starting now, as the operator's back office would. */
  app.post('/__dev/announcements', async (request) => {
    const input = parsePayload(devAnnouncementSchema, request.body);
    const id = `dev-${randomUUID()}`;
    await deps.announcements.insert({ id, ...input, startDate: new Date(), images: [] });
    return ok({ id });
  });
  /** Issues or rejects an application under review, as the back office would. */
  app.post('/__dev/promotions/review', async (request) => {
    const input = parsePayload(devReviewSchema, request.body);
    const member = await deps.accounts.memberByUsername(input.merchantCode, input.username);
    if (!member || !(await deps.promotions.review(member.id, input.promotionId, input.decision, input.note))) throw new AppError('promotion.state', 409);
    return ok(null);
  });
}
