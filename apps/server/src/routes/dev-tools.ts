import { AUDIENCES, LANGUAGES, NOTICE_TYPES, ok } from '@lobby/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Outbox } from '../adapters/outbox';
import type { AnnouncementsRepo } from '../db/repositories/announcements-repo';
import { parsePayload } from '../http/request-body';
import type { Captchas } from '../services/captchas';

/** An announcement as an operator would write it, HTML and all (for trying content locally). */
const devAnnouncementSchema = z.object({
  merchantCode: z.string().default('DEMO'),
  type: z.enum(NOTICE_TYPES).default('PL'),
  language: z.enum(LANGUAGES).default('en'),
  execution: z.enum(AUDIENCES).default('B'),
  title: z.string().min(1).max(200),
  content: z.string().max(100_000),
});

/**
 * Development tools, registered only with LOBBY_DEV_TOOLS=1 (never in production): the messages
 * the outbox holds and recent captcha answers, newest first, so people and tests can register
 * and reset passwords locally without an SMS or mail provider; and a way to store announcements.
 */
export function devToolRoutes(app: FastifyInstance, deps: { outbox: Outbox | undefined; captchas: Captchas; announcements: AnnouncementsRepo }) {
  app.get('/__dev/outbox', async () => ok(deps.outbox?.list() ?? []));
  app.get('/__dev/captcha', async () => ok(deps.captchas.recentAnswers()));
  /** Stores an announcement, starting now, as the operator's back office would. */
  app.post('/__dev/announcements', async (request) => {
    const input = parsePayload(devAnnouncementSchema, request.body);
    const id = `dev-${randomUUID()}`;
    await deps.announcements.insert({ id, ...input, startDate: new Date(), images: [] });
    return ok({ id });
  });
}
