import { fail } from '@lobby/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../services/errors';

const isApiPath = (url: string) => url.startsWith('/wps/') || url.startsWith('/lgw/') || url === '/healthz';

/**
 * Every failure leaves as an envelope with a stable code. A user's mistake is a 4xx; only our
 * own faults are 5xx, logged with the request id and never shown as raw text.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(fail(error.code, undefined, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => `${error.validationContext ?? 'request'}.${v.instancePath.replace(/^\//, '').replace(/\//g, '.')}`);
      // A field that breaks several rules is named once.
      return reply.status(400).send(fail('request.invalid', undefined, { fields: [...new Set(fields)] }));
    }
    // Text the database cannot store (a NUL character that came another way than a parsed payload).
    if (isUnstorableText(error)) return reply.status(400).send(fail('request.invalid'));
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(fail('request.tooLarge'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type, bad content length...: the client's mistake.
      return reply.status(status).send(fail('request.invalid'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(fail('unknown'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return reply.status(404).send(fail('request.notFound'));
    return reply.redirect('/m/home', 302);
  });
}

/** PostgreSQL's untranslatable-character errors, on the error or the cause a query wrapper gives. */
function isUnstorableText(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth += 1) {
    if (e.code === '22P05' || e.code === '22021') return true;
  }
  return false;
}
