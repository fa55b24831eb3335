import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cache } from '../adapters/cache';
import { hostNameOf } from '../services/merchants';

/**
 * Route hooks that keep successful JSON answers for `ttlSeconds`, keyed by the URL, the host (it
 * picks the brand when no Merchant is named) and the Merchant and Language headers. A hit is answered before validation and handler: only answers
 * to valid requests are kept, so the same request is valid again. Only for answers that depend
 * on nothing else (no session). `serialize` writes what the route's serializer would (its contract
 * schema), so a hit answers the same bytes.
 */
export function responseCache(
  cache: Cache,
  name: string,
  ttlSeconds: number,
  serialize: (payload: unknown) => string = JSON.stringify,
) {
  const keyOf = (request: FastifyRequest) =>
    `response:${name}:${String(request.headers.merchant ?? '')}:${hostNameOf(request.host)}:${String(request.headers.language ?? '')}:${request.url}`;
  if (ttlSeconds <= 0) return {};
  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const hit = await cache.get<string>(keyOf(request));
      // A string with a JSON type is sent as it is: no serialization, compression still applies.
      if (hit !== undefined) return reply.type('application/json; charset=utf-8').send(hit);
    },
    async preSerialization(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (reply.statusCode === 200) await cache.set(keyOf(request), serialize(payload), ttlSeconds);
      return payload;
    },
  };
}
