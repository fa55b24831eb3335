import {
  bannerImageFileSchema as bannerImage,
  bannerImageQuerySchema as bannerImageQuery,
  fail,
  gameIconFileSchema as gameIcon,
  gameIconQuerySchema as gameIconQuery,
  vendorIconFileSchema as vendorIcon,
  webClipQuerySchema as webClipQuery,
} from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bannerSvg } from '../adapters/banner-art';
import { gameTilePng } from '../adapters/game-tile-art';
import { vendorLogoSvg } from '../adapters/vendor-logo';
import { webClipProfile } from '../adapters/web-clip';
import { pictureEtag, sendPicture } from '../http/picture-reply';
import { requestContext } from '../http/request-context';
import type { BannersService } from '../services/banners-service';
import type { GameTiles } from '../services/games-service';
import { brandHostFor, type MerchantDirectory } from '../services/merchants';
import type { SettingsService } from '../services/settings-service';
import type { VendorsService } from '../services/vendors-service';

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);

/** Encoded game icons kept in memory; past this many the oldest go first. */
const GAME_ICON_CACHE_MAX = 2000;

/** Locally generated images: no image CDN exists in the demo. */
export function iconRoutes(
  app: FastifyInstance,
  deps: {
    vendors: VendorsService;
    banners: BannersService;
    merchants: MerchantDirectory;
    settings: SettingsService;
    gameTiles: GameTiles;
  },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const gameIcons = new Map<string, { png: Buffer; etag: string }>();

  // A game's tile with its name in the language of the address (English without one): the address
  // alone decides the picture, as an <img> sends no language, so caches may keep it for good.
  typed.get(
    `${PATHS.gameIcon}/:file`,
    { schema: { params: gameIcon, querystring: gameIconQuery } },
    async (request, reply) => {
      const gameId = request.params.file.replace(/\.png$/, '');
      const language = request.query.language ?? 'en';
      const key = `${gameId}\n${language}`;
      let icon = gameIcons.get(key);
      if (!icon) {
        // Drawn from the catalogue's data; an id it lacks has no art (and fills no cache).
        const game = await deps.gameTiles(gameId, language);
        if (!game) return reply.status(404).send(fail('request.notFound'));
        const png = await gameTilePng(game);
        icon = { png, etag: pictureEtag(png) };
        const oldest = gameIcons.keys().next();
        if (gameIcons.size >= GAME_ICON_CACHE_MAX && !oldest.done) gameIcons.delete(oldest.value);
        gameIcons.set(key, icon);
      }
      // Deterministic art: a game gets the same bytes on every start.
      return sendPicture(request, reply, {
        body: icon.png,
        etag: icon.etag,
        type: 'image/png',
        cacheControl: 'public, max-age=86400, immutable',
      });
    },
  );

  // The brand's web clip for iPhones without a store app (MOBILECONFIG): the site's home, full screen.
  // A plain link sends no Merchant header, so the brand comes in the link. The address is at one of
  // the brand's own host names (the one asked, if it is one), never a Host header's word; the answer
  // still differs by the host asked, so no shared cache keeps it.
  typed.get(PATHS.webClipProfile, { schema: { querystring: webClipQuery } }, async (request, reply) => {
    const { merchant } = await requestContext(request, deps.merchants, { merchant: request.query.merchantCode });
    const { siteName, mainDomain, domainRoute } = await deps.settings.stored(merchant);
    const host = brandHostFor(request.host, { mainDomain, hosts: domainRoute });
    const profile = webClipProfile({
      label: siteName,
      url: `${request.protocol}://${host}/m/home`,
      identifier: `app.lobby.${merchant.toLowerCase()}`,
    });
    return reply
      .header('content-type', 'application/x-apple-aspen-config')
      .header('cache-control', 'private, no-store')
      .send(profile);
  });

  typed.get(`${PATHS.vendorIcon}/:file`, { schema: { params: vendorIcon } }, async (request, reply) => {
    const { merchant } = await requestContext(request, deps.merchants);
    const code = request.params.file.replace(/-WHITE\.png$/, '').toUpperCase();
    const name = await deps.vendors.displayName(merchant, code);
    if (!name) return reply.status(404).send(fail('request.notFound'));
    return sendSvg(reply, vendorLogoSvg(name));
  });

  // A banner's art in the language and at the fingerprint its address names (the banner list writes
  // both): the address alone decides the picture (an <img> sends no Language header), so it may be
  // cached for good when the fingerprint is today's; an older or missing one is cached briefly.
  typed.get(
    `${PATHS.bannerImage}/:file`,
    { schema: { params: bannerImage, querystring: bannerImageQuery } },
    async (request, reply) => {
      const found = await deps.banners.art(request.params.file.replace(/\.svg$/, ''), request.query.language);
      if (!found) return reply.status(404).send(fail('request.notFound'));
      const current = request.query.v === found.version;
      return sendPicture(request, reply, {
        body: bannerSvg(found.art),
        type: 'image/svg+xml',
        cacheControl: current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      });
    },
  );
}
