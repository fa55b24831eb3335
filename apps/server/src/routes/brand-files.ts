import { brandFileSchema, fail } from '@lobby/contract';
import { htmlLangOf } from '@lobby/contract/constants';
import { brandManifest } from '@lobby/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { svgToSmallPng } from '../adapters/svg-png';
import { brandPictureUrl, isSvgMarkup, pictureVersion } from '../services/brand-look';
import type { MerchantDirectory } from '../services/merchants';
import type { SettingsService } from '../services/settings-service';

export const MANIFEST_PATH = '/m/manifest.webmanifest';

// A picture's markup arrives from the operator: it is drawn as an image, and served so that
// nothing in it could run even if opened on its own.
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The brand's pictures (logo, icon, icon PNGs) and its web app manifest, from its settings row. */
export function brandFileRoutes(
  app: FastifyInstance,
  deps: { merchants: MerchantDirectory; settings: SettingsService },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // PNGs drawn from a brand's icon, by brand, size and icon version: a changed icon is a new key.
  const pngs = new LRUCache<string, Buffer>({ max: 200 });
  const cached = (reply: FastifyReply, versioned: boolean) =>
    reply.header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300');

  typed.get('/m/brand/:code/:file', { schema: { params: brandFileSchema } }, async (request, reply) => {
    const { code, file } = request.params;
    const brand = await deps.merchants.resolve(code).catch(() => null);
    if (!brand) return reply.status(404).send(fail('request.notFound'));
    const settings = await deps.settings.stored(brand);
    const picture = file === 'logo.svg' ? settings.logo : settings.icon;
    // A brand whose picture is an address: the browser goes there.
    if (!isSvgMarkup(picture)) return reply.redirect(picture, 302);
    const versioned = (request.query as { v?: unknown }).v === pictureVersion(picture);
    if (file.endsWith('.svg')) {
      return cached(reply, versioned)
        .header('content-type', 'image/svg+xml')
        .header('content-security-policy', PICTURE_POLICY)
        .send(picture);
    }
    const width = Number(/\d+/.exec(file)?.[0]);
    const key = `${brand}:${width}:${pictureVersion(picture)}`;
    let png = pngs.get(key);
    if (!png) {
      png = await svgToSmallPng(picture, { width });
      pngs.set(key, png);
    }
    return cached(reply, versioned).header('content-type', 'image/png').send(png);
  });

  // One manifest per brand, by the host it is asked at: each brand installs as its own app.
  app.get(MANIFEST_PATH, async (request, reply) => {
    const code = await deps.merchants.byHost(request.host);
    const settings = await deps.settings.stored(code);
    const manifest = brandManifest({
      code,
      name: settings.siteName,
      theme: settings.theme,
      lang: htmlLangOf(settings.defaultLanguage),
      iconUrl: isSvgMarkup(settings.icon) ? null : brandPictureUrl(code, 'icon', settings.icon),
    });
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  });
}
