import fastifyCors from '@fastify/cors';
import { HEADER } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { MerchantDirectory } from '../services/merchants';

/** How long a browser may keep a preflight's answer (seconds). */
export const CORS_MAX_AGE_SECONDS = 600;

/**
 * CORS by brand (a brand's own front end on its own origin): an origin a brand declares in its
 * file (`origins`) gets the grant for the methods and headers the api-client sends, never with
 * credentials (the session token is a header, not a cookie); any other origin gets no CORS header
 * at all, and its preflight the usual 404. That the origin acts only as its own brand is checked
 * where the brand of a request is read (requestContext).
 */
export async function registerCors(app: FastifyInstance, merchants: MerchantDirectory) {
  await app.register(fastifyCors, {
    hook: 'onRequest',
    origin: async (origin: string | undefined) => (await merchants.byOrigin(origin)) !== undefined,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      HEADER.merchant,
      HEADER.device,
      HEADER.language,
      HEADER.authorization,
      HEADER.encryption,
      HEADER.acceptLanguage,
      'Content-Type',
    ],
    credentials: false,
    maxAge: CORS_MAX_AGE_SECONDS,
    strictPreflight: true,
  });
}
