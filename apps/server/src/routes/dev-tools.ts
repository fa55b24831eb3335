import { ok } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Outbox } from '../adapters/outbox';
import type { Captchas } from '../services/captchas';

/**
 * Development tools, registered only with LOBBY_DEV_TOOLS=1 (never in production): the messages
 * the outbox holds and recent captcha answers, newest first, so people and tests can register
 * and reset passwords locally without an SMS or mail provider. What operators do goes through
 * their own API (`/__ops/*`, docs/operators.md).
 */
export function devToolRoutes(app: FastifyInstance, deps: { outbox: Outbox | undefined; captchas: Captchas }) {
  app.get('/__dev/outbox', async () => ok(deps.outbox?.list() ?? []));
  app.get('/__dev/captcha', async () => ok(deps.captchas.recentAnswers()));
}
