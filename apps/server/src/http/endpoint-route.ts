import { okEnvelopeOf, type Endpoint, type ParsedBodyOf, type ParsedQueryOf, type ReplyOf } from '@lobby/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { BodyCipher } from '../adapters/body-encryption';
import type { Cache } from '../adapters/cache';
import type { MemberRow } from '../db/repositories/accounts-repo';
import type { AccountsService, Authenticated } from '../services/accounts-service';
import type { MerchantDirectory } from '../services/merchants';
import { keptQueries } from './kept-queries';
import { onAssetBase } from './public-assets';
import { openEncryptedBody, parsePayload } from './request-body';
import { requestContext, type RequestContext } from './request-context';
import { responseCache } from './response-cache';
import { memberOf, viewerOf } from './viewer';

/** The member a handler gets: always one for `member`, one or null for `viewer`, none for `public`. */
type MemberFor<E extends Endpoint> = E['access'] extends 'member'
  ? MemberRow
  : E['access'] extends 'viewer'
    ? MemberRow | null
    : null;
/** The session the member came with, alike. */
type SessionFor<E extends Endpoint> = E['access'] extends 'member'
  ? Authenticated
  : E['access'] extends 'viewer'
    ? Authenticated | null
    : null;

export interface EndpointInput<E extends Endpoint> {
  ctx: RequestContext;
  member: MemberFor<E>;
  session: SessionFor<E>;
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends Endpoint> = (input: EndpointInput<E>) => Promise<ReplyOf<E>> | ReplyOf<E>;

/** Route options an endpoint may add: body limits, and an answer cache for answers that depend on no session. */
export type EndpointOptions = Pick<RouteShorthandOptions, 'bodyLimit'> & {
  cache?: { store: Cache; name: string; ttlSeconds: number };
  /** The query parses to the same value for the same text (no clock in it): parsed once per text (kept-queries.ts). */
  keepQueries?: boolean;
};

export interface EndpointKit {
  merchants: MerchantDirectory;
  accounts: AccountsService;
  cipher: BodyCipher;
  /** Refuses a session what it may not do now (an excluded member's or a withdraw-only one: most calls). */
  guard?: (session: Authenticated, endpoint: Endpoint) => void;
  /** The public asset base answers name pictures on (`PUBLIC_ASSET_BASE`); unset: paths of this server. */
  assetBase?: string;
}

/** A query parameter that names the brand or language wins over the header (known-api.md). */
function contextOverrides(query: unknown): { merchant?: string; language?: RequestContext['language'] } {
  if (!query || typeof query !== 'object') return {};
  const q = query as Record<string, unknown>;
  const merchant = q.merchantCode ?? q.merchant;
  const language = q.language ?? q.lang;
  return {
    ...(typeof merchant === 'string' ? { merchant } : {}),
    ...(typeof language === 'string' ? { language: language as RequestContext['language'] } : {}),
  };
}

async function readBody(kit: EndpointKit, endpoint: Endpoint, request: FastifyRequest): Promise<unknown> {
  if (!endpoint.body || endpoint.encoding === 'multipart') return undefined;
  if (endpoint.encoding === 'sealed') return openEncryptedBody(request, kit.cipher, endpoint.body);
  return parsePayload(endpoint.body, request.body);
}

/**
 * Registers an endpoint's route from its contract descriptor: the request's context, the member
 * its access asks for and the parsed query and body come to the handler ready, in that order (a
 * stranger's body is never read); the answer leaves through the descriptor's response schema, so
 * the server cannot send what the contract does not say.
 */
export function endpointRoutes(kit: EndpointKit) {
  return function serve<E extends Endpoint>(
    app: FastifyInstance,
    endpoint: E,
    handler: EndpointHandler<E>,
    options: EndpointOptions = {},
  ) {
    const answer = okEnvelopeOf(endpoint.response);
    const { cache, keepQueries, ...routeOptions } = options;
    const kept = keepQueries ? keptQueries() : undefined;
    const parseQuery = (request: FastifyRequest) => {
      const schema = endpoint.query;
      if (!schema) return undefined;
      const parse = () => parsePayload(schema, request.query, 'query');
      return kept ? kept(request.url, parse) : parse();
    };
    const hooks = cache
      ? responseCache(cache.store, cache.name, cache.ttlSeconds, (payload) =>
          JSON.stringify(z.encode(answer, payload as z.output<typeof answer>)),
        )
      : {};
    app.route({
      ...routeOptions,
      ...hooks,
      method: endpoint.method,
      url: endpoint.path,
      schema: { response: { 200: answer } },
      config: { endpoint },
      handler: async (request, reply) => {
        const query = parseQuery(request);
        const ctx = await requestContext(request, kit.merchants, contextOverrides(query));
        const session =
          endpoint.access === 'member'
            ? await memberOf(request, kit.accounts, ctx.merchant)
            : endpoint.access === 'viewer'
              ? await viewerOf(request, kit.accounts, ctx.merchant)
              : null;
        if (session) kit.guard?.(session, endpoint);
        const member = session?.member ?? null;
        const body = await readBody(kit, endpoint, request);
        const value = await handler({
          ctx,
          member: member as MemberFor<E>,
          session: session as SessionFor<E>,
          query: query as ParsedQueryOf<E>,
          body: body as ParsedBodyOf<E>,
          request,
          reply,
        });
        // A handler that answered by itself (a redirect, a failure with its own status) is left alone.
        if (reply.sent) return reply;
        return { success: true, value: onAssetBase(value ?? null, kit.assetBase) };
      },
    });
  };
}

export type Serve = ReturnType<typeof endpointRoutes>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract descriptor a route was registered from. */
    endpoint?: Endpoint;
  }
}

export interface RouteRecord {
  method: string;
  url: string;
  endpoint: Endpoint | undefined;
}

/**
 * Keeps every route the app registers, with the descriptor it came from: tests prove each API
 * route is a contract endpoint, and the dev tools can list them.
 */
export function recordRoutes(app: FastifyInstance): RouteRecord[] {
  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, endpoint: route.config?.endpoint });
    }
  });
  return routes;
}
