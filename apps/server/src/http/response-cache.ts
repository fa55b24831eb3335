import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cache } from '../adapters/cache';

/**
 * Route hooks that keep successful JSON answers for `ttlSeconds`, keyed by the URL and the
 * Merchant and Language headers. A hit is answered before validation and handler: only answers
 * to valid requests are kept, so the same request is valid again. Only for answers that depend
 * on nothing else (no session).
 */
export function responseCache(cache: Cache, name: string, ttlSeconds: number) {
  const keyOf = (request: FastifyRequest) =>
    `response:${name}:${String(request.headers.merchant ?? '')}:${String(request.headers.language ?? '')}:${request.url}`;
  if (ttlSeconds <= 0) return {};
  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const hit = await cache.get<string>(keyOf(request));
      // A string with a JSON type is sent as it is: no serialization, compression still applies.
      if (hit !== undefined) return reply.type('application/json; charset=utf-8').send(hit);
    },
    async preSerialization(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (reply.statusCode === 200) await cache.set(keyOf(request), JSON.stringify(payload), ttlSeconds);
      return payload;
    },
  };
}
