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
