import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The operator's API hook: with a token configured every call must carry it as a bearer token;
 * without one the API exists only locally (dev tools, see operatorArea).
 */
export const operatorGuard = (token: string | undefined) => async (request: FastifyRequest) => {
  if (!token) return;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (!sameToken(given, token)) throw new AppError('session.expired', 401);
};
