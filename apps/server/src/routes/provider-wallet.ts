import {
  PROVIDER_BODY_LIMIT,
  PROVIDER_HEADERS,
  PROVIDER_WALLET_BASE,
  PROVIDER_WALLET_METHODS,
  type ProviderWalletAnswer,
} from '@lobby/contract/provider';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProviderWallet } from '../services/provider-wallet';

/** The raw bytes of each call: the signature is over them, not over a parse of them. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The provider wallet API (docs/provider-protocol.md) in a scope of its own: its bodies are read
 * raw, and every answer, a refusal included, is a 200 with a protocol status, as providers expect.
 */
export async function providerWalletRoutes(app: FastifyInstance, deps: { wallet: ProviderWallet }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PROVIDER_BODY_LIMIT }, (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      done(null, undefined);
    });
    // What fails before the handler (a body too large, a broken stream) is still a protocol answer.
    scope.setErrorHandler((error, _request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500) throw error;
      return reply.status(200).send({ status: 'RS_ERROR_WRONG_SYNTAX' } satisfies ProviderWalletAnswer);
    });
    for (const method of PROVIDER_WALLET_METHODS) {
      scope.post(`${PROVIDER_WALLET_BASE}/${method}`, async (request) =>
        deps.wallet.handle(
          method,
          header(request, PROVIDER_HEADERS.provider),
          header(request, PROVIDER_HEADERS.signature),
          rawBodies.get(request) ?? Buffer.alloc(0),
        ),
      );
    }
  });
}
