import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A picture's validator, from its bytes: weak, as the same picture goes out plain or compressed
 * (SVG is), and a weak match is all a GET's If-None-Match needs.
 */
export const pictureEtag = (body: string | Buffer): string =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** Whether the request's If-None-Match names this ETag (or any): the copy it has is current. */
function alreadyHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * A drawn picture with its type, its caching and its ETag; a request that has it already gets a
 * 304. The picture depends on its address alone (language and fingerprint are in the query), so
 * shared caches may keep it: nothing here varies with a request header.
 */
export function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: { body: string | Buffer; type: string; cacheControl: string; etag?: string },
) {
  const etag = picture.etag ?? pictureEtag(picture.body);
  reply.header('cache-control', picture.cacheControl).header('etag', etag);
  if (alreadyHas(request, etag)) return reply.code(304).send();
  return reply.header('content-type', picture.type).send(picture.body);
}
