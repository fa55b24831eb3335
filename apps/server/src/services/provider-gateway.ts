import { randomUUID, type KeyObject } from 'node:crypto';
import type { LaunchValue } from '@lobby/contract';
import {
  PROVIDER_HEADERS,
  PROVIDER_PLATFORM_PATHS,
  providerCatalogueAnswerSchema,
  providerGameUrlAnswerSchema,
  type ProviderGameUrlRequest,
} from '@lobby/contract/provider';
import type { z } from 'zod';
import { signBody } from '../adapters/provider-signature';
import type { ProviderGameRow, ProvidersRepo } from '../db/repositories/providers-repo';
import { AppError } from '../errors';
import { KIND_OF_TYPE, lobbyPlacements } from './provider-lobby';
import type { ProviderWallet } from './provider-wallet';
import type { LaunchTarget, VendorGateway } from './vendor-gateways';

/** A provider that has not answered by then is down, for the player waiting on a launch. */
const CALL_TIMEOUT_MS = 8_000;

export interface ProviderLink {
  /** How the platform names itself to providers (`X-Platform`). */
  platformId: string;
  /** Signs the platform's calls. */
  privateKey: KeyObject;
  /** The currency a brand's games are played in (its wallets'). */
  currencyOf: (merchantCode: string) => Promise<string>;
  /** Origins whose game pages may open in a frame of the site (the provider allows it). */
  frameOrigins: readonly string[];
}

/** One signed call to a provider; its answer parsed by `schema`, or null when it is down or says nonsense. */
async function callProvider<T extends z.ZodTypeAny>(
  link: ProviderLink,
  apiUrl: string,
  path: string,
  body: object,
  schema: T,
): Promise<z.infer<T> | null> {
  const raw = JSON.stringify(body);
  try {
    const res = await fetch(new URL(path, apiUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PROVIDER_HEADERS.platform]: link.platformId,
        [PROVIDER_HEADERS.signature]: signBody(raw, link.privateKey),
      },
      body: raw,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const parsed = schema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Which of a vendor's provider games a platform game opens: the one of its own code, else one of
 * the kind its type plays like (any when the vendor has none of that kind), picked stably per game.
 */
export function providerGameFor(
  target: Pick<LaunchTarget, 'nodeId' | 'gameCode' | 'gameType'>,
  offered: ProviderGameRow[],
): ProviderGameRow | undefined {
  const exact = offered.find((game) => game.gameCode === target.gameCode);
  if (exact) return exact;
  const alike = offered.filter((game) => game.kind === KIND_OF_TYPE[target.gameType]);
  const pool = alike.length > 0 ? alike : offered;
  let hash = 0;
  for (const char of target.nodeId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return pool[hash % pool.length];
}

/**
 * Games of the vendors a provider lists (its studios), launched through the provider
 * (docs/provider-protocol.md): a wallet token for the member's real-money play, none for a trial
 * account (the provider's demo mode), and the provider's URL opened in a frame of the site where its
 * origin is one allowed to (GAME_PROVIDER_FRAME_ORIGINS), else as a page of its own.
 */
export function providerGateways(deps: { providers: ProvidersRepo; wallet: ProviderWallet; link: ProviderLink }) {
  const { providers, wallet, link } = deps;

  const unavailable = () => new AppError('game.providerUnavailable', 503);

  async function open(target: LaunchTarget, game: ProviderGameRow): Promise<LaunchValue> {
    const provider = await providers.provider(game.providerCode);
    if (!provider?.enabled) throw unavailable();
    const demo = target.accountType === 0;
    const token = demo
      ? ''
      : await wallet.issueToken({
          providerCode: provider.code,
          merchantCode: target.player.merchantCode,
          memberId: target.player.memberId,
          sessionId: target.player.sessionId,
          nodeId: target.nodeId,
          gameCode: game.gameCode,
          language: target.language,
        });
    const currency = await link.currencyOf(target.player.merchantCode);
    const request: ProviderGameUrlRequest = {
      request_uuid: randomUUID(),
      user: target.player.memberId,
      token,
      game_code: game.gameCode,
      currency,
      language: target.language,
      mode: demo ? 'demo' : 'real',
      return_url: target.returnUrl,
    };
    const answer = await callProvider(
      link,
      provider.apiUrl,
      PROVIDER_PLATFORM_PATHS.gameUrl,
      request,
      providerGameUrlAnswerSchema,
    );
    if (answer?.status !== 'RS_OK' || !answer.url) throw unavailable();
    const origin = URL.parse(answer.url)?.origin;
    if (!origin || !/^https?:/.test(answer.url)) throw unavailable();
    return { kind: 'provider', url: answer.url, frame: link.frameOrigins.includes(origin) };
  }

  return {
    /** The gateway of a vendor whose games a provider lists, or null when none does. */
    async gatewayOf(vendorCode: string): Promise<VendorGateway | null> {
      const offered = await providers.studioGames(vendorCode);
      if (offered.length === 0) return null;
      return {
        async launch(target) {
          const game = providerGameFor(target, offered);
          if (!game) throw unavailable();
          return open(target, game);
        },
        // A provider has no lobby of its own: a vendor's lobby opens the game its type plays like.
        async launchLobby(target) {
          const game = providerGameFor(target, offered);
          if (!game) throw unavailable();
          return open({ ...target, gameId: '' }, game);
        },
      };
    },

    /** Syncs every enabled provider's catalogue, into the lobby too; one that does not answer keeps its last. */
    async syncCatalogues(): Promise<{ provider: string; games: number | null; added?: number; withdrawn?: number }[]> {
      const list = await providers.providers();
      return Promise.all(
        list.map(async (provider) => {
          const answer = await callProvider(
            link,
            provider.apiUrl,
            PROVIDER_PLATFORM_PATHS.games,
            { request_uuid: randomUUID() },
            providerCatalogueAnswerSchema,
          );
          if (answer?.status !== 'RS_OK' || !answer.games) return { provider: provider.code, games: null };
          await providers.saveCatalogue(provider.code, answer.games);
          const offers = await providers.studioOffers([...new Set(answer.games.map((game) => game.studio))]);
          const lobby = await providers.placeInLobby(
            provider.code,
            lobbyPlacements(provider.code, answer.games, offers),
          );
          return { provider: provider.code, games: answer.games.length, ...lobby };
        }),
      );
    },
  };
}
export type ProviderGateways = ReturnType<typeof providerGateways>;
