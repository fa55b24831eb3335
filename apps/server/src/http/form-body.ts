import type { FastifyInstance } from 'fastify';

/** Form-encoded bodies (the e-mail password retrieval, spec section 7) as plain objects of strings. */
export function registerFormBodies(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
