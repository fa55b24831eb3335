import { requestHeadersSchema, type Language } from '@lobby/contract';
import {
  contentLanguageOf,
  DEFAULT_LANGUAGE,
  HEADER,
  interfaceLanguageOfTag,
  type InterfaceLanguage,
} from '@lobby/contract/constants';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { MerchantDirectory } from '../services/merchants';

export interface RequestContext {
  merchant: string;
  language: Language;
  /**
   * The interface language the client named, for the texts the server writes itself (SMS,
   * e-mails): its `Language` (header or query), refined by `Accept-Language` when that names a
   * language read with the same content (th for en); undefined when it named none, so the
   * brand's default language decides.
   */
  interfaceLanguage: InterfaceLanguage | undefined;
}

/** Whether an Origin header names the host the request was sent to (the site's own page). */
const isSameOrigin = (origin: string, host: string) => {
  const at = origin.indexOf('://');
  return at > 0 && origin.slice(at + 3).toLowerCase() === host.toLowerCase();
};

/** Tags looked at in an Accept-Language list; more are ignored. */
const ACCEPT_LANGUAGE_TAGS = 8;

/** The first interface language of an Accept-Language list, by its q weights (`th-TH,th;q=0.9,en;q=0.8`). */
export function acceptedLanguage(header: unknown): InterfaceLanguage | undefined {
  if (typeof header !== 'string' || header.length > 256) return undefined;
  const tags = header
    .split(',')
    .slice(0, ACCEPT_LANGUAGE_TAGS)
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), order };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of tags) {
    const language = interfaceLanguageOfTag(tag);
    if (language) return language;
  }
  return undefined;
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
  // A brand's own front end (an origin it declared) speaks for that brand only: naming another is
  // refused, naming none means its own. The site's own pages are same-origin and skip the lookup.
  const origin = request.headers.origin;
  const originBrand = origin && !isSameOrigin(origin, request.host) ? await merchants.byOrigin(origin) : undefined;
  const merchant = await merchants.resolve(query.merchant ?? parsed.data.merchant ?? originBrand, request.host);
  if (originBrand && merchant !== originBrand) throw new AppError('merchant.unknown', 403);
  const named = query.language ?? parsed.data.language;
  const accepted = named && acceptedLanguage(request.headers[HEADER.acceptLanguage.toLowerCase()]);
  // Accept-Language only refines the named language: a browser's own list never overrides a choice.
  const interfaceLanguage = accepted && contentLanguageOf(accepted) === named ? accepted : named;
  return { merchant, language: named ?? DEFAULT_LANGUAGE, interfaceLanguage };
}
