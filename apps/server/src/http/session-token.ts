import { HEADER } from '@lobby/contract/constants';
import type { FastifyRequest } from 'fastify';

/** The session token of the Authorization header (known-api.md), bare or as `Bearer <token>`. */
export function sessionToken(request: FastifyRequest): string {
  const raw = request.headers[HEADER.authorization.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return value.replace(/^Bearer\s+/i, '').slice(0, 256);
}
