import {
  PROVIDER_BODY_LIMIT,
  PROVIDER_HEADERS,
  PROVIDER_PLATFORM_PATHS,
  providerCatalogueRequestSchema,
  providerGameUrlRequestSchema,
  type ProviderStatus,
} from '@lobby/contract/provider';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Catalogue } from '../catalogue/catalogue';
import type { ProviderConfig } from '../config';
import type { Sessions } from '../play/sessions';
import { verifyBody } from './signature';

interface Deps {
  config: ProviderConfig;
  catalogue: Catalogue;
  sessions: Sessions;
  /** This provider's origin as players' browsers reach it. */
  publicUrl: () => string;
}

type Checked<T> = { ok: true; body: T } | { ok: false; status: ProviderStatus };

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The platform's calls, each checked in the protocol's order: the signature over the raw bytes
 * first (nothing else is looked at when it fails), then who is calling, then the JSON, then its
 * fields. Every answer is a 200 with a status.
 */
function check<S extends z.ZodTypeAny>(deps: Deps, request: FastifyRequest, schema: S): Checked<z.infer<S>> {
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (!verifyBody(raw, header(request, PROVIDER_HEADERS.signature), deps.config.platformKeys)) {
    return { ok: false, status: 'RS_ERROR_INVALID_SIGNATURE' };
  }
  if (header(request, PROVIDER_HEADERS.platform) !== deps.config.platformId) {
    return { ok: false, status: 'RS_ERROR_INVALID_PARTNER' };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, status: 'RS_ERROR_WRONG_TYPES' };
}

export async function platformRoutes(app: FastifyInstance, deps: Deps) {
  // In a scope of their own, these routes read every body as raw bytes: the signature is over them.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PROVIDER_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    const answer = (reply: FastifyReply, body: object) =>
      reply.code(200).header('cache-control', 'no-store').send(body);

    scope.post(PROVIDER_PLATFORM_PATHS.gameUrl, async (request, reply) => {
      const checked = check(deps, request, providerGameUrlRequestSchema);
      if (!checked.ok) return answer(reply, { status: checked.status });
      const launch = checked.body;
      if (!deps.catalogue.launchable(launch.game_code)) return answer(reply, { status: 'RS_ERROR_INVALID_GAME' });
      if (launch.mode === 'real' && launch.token === '') return answer(reply, { status: 'RS_ERROR_INVALID_TOKEN' });
      const session = deps.sessions.launch(launch);
      return answer(reply, { status: 'RS_OK', url: `${deps.publicUrl()}/play/${session.ticket}` });
    });

    scope.post(PROVIDER_PLATFORM_PATHS.games, async (request, reply) => {
      const checked = check(deps, request, providerCatalogueRequestSchema);
      if (!checked.ok) return answer(reply, { status: checked.status });
      return answer(reply, { status: 'RS_OK', games: deps.catalogue.list() });
    });
  });
}
