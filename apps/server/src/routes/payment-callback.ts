import { PAYMENT_BODY_LIMIT, PAYMENT_HEADERS, paymentEventSchema } from '@lobby/contract/payment';
import type { PaymentEvent } from '@lobby/contract/payment';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentSignatureHolds } from '../adapters/payment-signature';
import type { EventOutcome } from '../services/deposits';

/** Where payment providers post their events (docs/payment-protocol.md, "Callbacks"). */
export const PAYMENT_CALLBACK_PATH = '/payment-callback/v1';

/** The raw bytes of each callback: the signature is over them, not over a parse of them. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** The answer per outcome: 2xx stops the provider's retries; a 4xx it may retry until it gives up. */
const STATUS_OF: Record<EventOutcome, number> = {
  applied: 200,
  duplicate: 200,
  ignored: 200,
  mismatch: 422,
  unknown: 404,
};

/**
 * The payment provider's callbacks, in a scope of their own (bodies read raw): the signature
 * checked first, with the webhook secrets (two while rotating) and a timestamp of the last five
 * minutes; then the event, applied once per its id.
 */
export async function paymentCallbackRoutes(
  app: FastifyInstance,
  deps: {
    onEvent: (event: PaymentEvent) => Promise<EventOutcome>;
    webhookSecrets: readonly string[];
    clock: () => Date;
  },
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PAYMENT_BODY_LIMIT }, (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      done(null, undefined);
    });
    scope.setErrorHandler((error, _request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500) throw error;
      return reply.status(400).send({ status: 'RS_ERROR_WRONG_SYNTAX' });
    });
    scope.post(PAYMENT_CALLBACK_PATH, async (request, reply) => {
      const raw = rawBodies.get(request) ?? Buffer.alloc(0);
      const signature = request.headers[PAYMENT_HEADERS.signature];
      const now = deps.clock().getTime() / 1000;
      if (!paymentSignatureHolds(raw, typeof signature === 'string' ? signature : undefined, deps.webhookSecrets, now))
        return reply.status(401).send({ status: 'RS_ERROR_INVALID_SIGNATURE' });
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return reply.status(400).send({ status: 'RS_ERROR_WRONG_SYNTAX' });
      }
      const event = paymentEventSchema.safeParse(json);
      if (!event.success) return reply.status(400).send({ status: 'RS_ERROR_WRONG_SYNTAX' });
      const outcome = await deps.onEvent(event.data);
      return reply.status(STATUS_OF[outcome]).send({
        status:
          outcome === 'unknown' ? 'RS_ERROR_NOT_FOUND' : outcome === 'mismatch' ? 'RS_ERROR_WRONG_AMOUNT' : 'RS_OK',
        outcome,
      });
    });
  });
}
