import { requestHeadersSchema, type Language } from '@lobby/contract';
import { DEFAULT_LANGUAGE, HEADER } from '@lobby/contract/constants';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { MerchantDirectory } from '../services/merchants';

export interface RequestContext {
  merchant: string;
  language: Language;
}

/**
 * Reads Merchant and Language headers (known-api.md conventions); bad values are a 400. A
 * merchant or language given as a query parameter (`query`) wins over the header; with neither,
 * the brand is the one served at the request's host.
 */
export async function requestContext(
  request: FastifyRequest,
  merchants: MerchantDirectory,
  query: { merchant?: string | undefined; language?: Language | undefined } = {},
): Promise<RequestContext> {
  const parsed = requestHeadersSchema.safeParse({
    merchant: request.headers[HEADER.merchant.toLowerCase()],
    device: request.headers[HEADER.device.toLowerCase()],
    language: request.headers[HEADER.language.toLowerCase()],
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `headers.${i.path.join('.')}`);
    throw new AppError('request.invalid', 400, { fields });
  }
  const merchant = await merchants.resolve(query.merchant ?? parsed.data.merchant, request.host);
  return { merchant, language: query.language ?? parsed.data.language ?? DEFAULT_LANGUAGE };
}
