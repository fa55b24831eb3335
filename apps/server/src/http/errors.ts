import { fail, type ErrorEnvelope } from '@lobby/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

const isApiPath = (url: string) =>
  ['/wps/', '/lgw/', '/static/', '/__dev/', '/__ops/', '/provider-wallet/', '/payment-callback/'].some((prefix) =>
    url.startsWith(prefix),
  ) || url === '/healthz';

/**
 * The answer to a failure: an envelope with a stable code. A user's mistake is a 4xx; only our
 * own faults are 5xx, never shown as raw text.
 */
export function failureOf(error: FastifyError): { status: number; envelope: ErrorEnvelope } {
  if (error instanceof AppError) return { status: error.status, envelope: fail(error.code, undefined, error.data) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map(
      (v) => `${error.validationContext ?? 'request'}.${v.instancePath.replace(/^\//, '').replace(/\//g, '.')}`,
    );
    // A field that breaks several rules is named once.
    return { status: 400, envelope: fail('request.invalid', undefined, { fields: [...new Set(fields)] }) };
  }
  // Text the database cannot store (a NUL character that came another way than a parsed payload).
  if (isUnstorableText(error)) return { status: 400, envelope: fail('request.invalid') };
  const status = error.statusCode ?? 500;
  // The body, a path parameter or the headers are too large.
  if (status === 413 || status === 414 || status === 431) return { status, envelope: fail('request.tooLarge') };
  // Malformed JSON, unsupported media type, bad content length, a bad escape in the path...: the client's mistake.
  if (status >= 400 && status < 500) return { status, envelope: fail('request.invalid') };
  return { status: 500, envelope: fail('unknown') };
}

/** Sends a failure as its envelope (see failureOf); our own faults are logged with the request id. */
export function sendFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, envelope } = failureOf(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(status).send(envelope);
}

/** Every failure of a route leaves as an envelope. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(sendFailure);

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return reply.status(404).send(fail('request.notFound'));
    return reply.redirect('/m/home', 302);
  });
}

/** PostgreSQL's untranslatable-character errors, on the error or the cause a query wrapper gives. */
function isUnstorableText(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 3;
    e = e.cause as typeof e, depth += 1
  ) {
    if (e.code === '22P05' || e.code === '22021') return true;
  }
  return false;
}
