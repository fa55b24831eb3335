import {
  CURRENCY_EXPONENTS,
  createIntentRequestSchema,
  createPayoutRequestSchema,
  getObjectRequestSchema,
  PAYMENT_BODY_LIMIT,
  PAYMENT_HEADERS,
  PAYMENT_HTTP_STATUS,
  PAYMENT_METHODS,
  PAYMENT_PATHS,
  type PaymentStatus,
} from '@lobby/contract/payment';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PaymentProviderConfig } from '../config';
import type { Payments } from '../payments/payments';
import { verifyPayload } from './signature';

interface Deps {
  config: PaymentProviderConfig;
  payments: Payments;
  now: () => number;
}

type Checked<T> = { ok: true; body: T } | { ok: false; status: PaymentStatus; message: string };

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const fail = (status: PaymentStatus, message: string) => ({ ok: false as const, status, message });

/**
 * A platform call, checked in the protocol's order: the signature over the raw bytes first
 * (nothing else is looked at when it fails), then who is calling, then the JSON and its fields.
 */
function check<S extends z.ZodTypeAny>(
  deps: Deps,
  request: FastifyRequest,
  schema: S,
  creates: boolean,
): Checked<z.infer<S>> {
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const verified = verifyPayload(
    raw,
    header(request, PAYMENT_HEADERS.signature),
    deps.config.apiSecrets,
    deps.now() / 1000,
  );
  if (!verified.ok) return fail('RS_ERROR_INVALID_SIGNATURE', `signature ${verified.reason}`);
  if (header(request, PAYMENT_HEADERS.platform) !== deps.config.platformId) {
    return fail('RS_ERROR_INVALID_PARTNER', 'unknown X-Platform');
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return fail('RS_ERROR_WRONG_SYNTAX', 'the body is not JSON');
  }
  if (creates && typeof json === 'object' && json !== null && 'method' in json) {
    const method = (json as { method: unknown }).method;
    if (typeof method === 'string' && !(PAYMENT_METHODS as readonly string[]).includes(method)) {
      return fail('RS_ERROR_UNKNOWN_METHOD', `method must be one of ${PAYMENT_METHODS.join(', ')}`);
    }
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(
      'RS_ERROR_WRONG_SYNTAX',
      issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid body',
    );
  }
  const body = parsed.data as { reference?: unknown; currency?: unknown };
  if (creates) {
    if (header(request, PAYMENT_HEADERS.idempotencyKey) !== body.reference) {
      return fail('RS_ERROR_WRONG_SYNTAX', 'Idempotency-Key must be the reference');
    }
    if (typeof body.currency !== 'string' || CURRENCY_EXPONENTS[body.currency] === undefined) {
      return fail('RS_ERROR_WRONG_CURRENCY', 'currency not supported');
    }
  }
  return { ok: true, body: parsed.data };
}

const answer = (reply: FastifyReply, status: PaymentStatus, body: object = {}) =>
  reply
    .code(PAYMENT_HTTP_STATUS[status])
    .header('cache-control', 'no-store')
    .send({ status, ...body });

/** The platform's calls (docs/payment-protocol.md): create and read intents and payouts. */
export async function apiRoutes(app: FastifyInstance, deps: Deps) {
  const { payments } = deps;
  // In a scope of their own, these routes read every body as raw bytes: the signature is over them.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PAYMENT_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      const status = error.statusCode === 413 ? 413 : 400;
      return reply.code(status).send({ status: 'RS_ERROR_WRONG_SYNTAX', message: 'body refused' });
    });

    scope.post(PAYMENT_PATHS.createIntent, async (request, reply) => {
      const checked = check(deps, request, createIntentRequestSchema, true);
      if (!checked.ok) return answer(reply, checked.status, { message: checked.message });
      const result = payments.createIntent(checked.body);
      if (!result.ok) return answer(reply, result.status, { message: 'this reference was used with other values' });
      return answer(reply, 'RS_OK', { intent: payments.intentView(result.object) });
    });

    scope.post(PAYMENT_PATHS.getIntent, async (request, reply) => {
      const checked = check(deps, request, getObjectRequestSchema, false);
      if (!checked.ok) return answer(reply, checked.status, { message: checked.message });
      const intent = payments.findIntent(checked.body);
      if (!intent) return answer(reply, 'RS_ERROR_NOT_FOUND', { message: 'no such intent' });
      return answer(reply, 'RS_OK', { intent: payments.intentView(intent) });
    });

    scope.post(PAYMENT_PATHS.createPayout, async (request, reply) => {
      const checked = check(deps, request, createPayoutRequestSchema, true);
      if (!checked.ok) return answer(reply, checked.status, { message: checked.message });
      const result = payments.createPayout(checked.body);
      if (!result.ok) return answer(reply, result.status, { message: 'this reference was used with other values' });
      return answer(reply, 'RS_OK', { payout: payments.payoutView(result.object) });
    });

    scope.post(PAYMENT_PATHS.getPayout, async (request, reply) => {
      const checked = check(deps, request, getObjectRequestSchema, false);
      if (!checked.ok) return answer(reply, checked.status, { message: checked.message });
      const payout = payments.findPayout(checked.body);
      if (!payout) return answer(reply, 'RS_ERROR_NOT_FOUND', { message: 'no such payout' });
      return answer(reply, 'RS_OK', { payout: payments.payoutView(payout) });
    });
  });
}
