import { fail } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bannerSvg } from '../adapters/banner-art';
import { gameIconSvg, vendorWordmarkSvg } from '../adapters/icons';
import { requestContext } from '../http/request-context';
import type { BannersService } from '../services/banners-service';
import type { MerchantDirectory } from '../services/merchants';
import type { VendorsService } from '../services/vendors-service';

const gameIcon = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.svg$/) });
// The platform names vendor icons `{code}-WHITE.png`; ours are SVG whatever the extension says.
const vendorIcon = z.object({ file: z.string().regex(/^[A-Za-z0-9_]{1,32}-WHITE\.png$/) });
const bannerImage = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,96}\.svg$/) });

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);

/** Locally generated images: no image CDN exists in the demo. */
export function iconRoutes(
  app: FastifyInstance,
  deps: { vendors: VendorsService; banners: BannersService; merchants: MerchantDirectory },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(`${PATHS.gameIcon}/:file`, { schema: { params: gameIcon } }, async (request, reply) => {
    return sendSvg(reply, gameIconSvg(request.params.file.replace(/\.svg$/, '')));
  });

  typed.get(`${PATHS.vendorIcon}/:file`, { schema: { params: vendorIcon } }, async (request, reply) => {
    const { merchant } = await requestContext(request, deps.merchants);
    const code = request.params.file.replace(/-WHITE\.png$/, '').toUpperCase();
    const name = await deps.vendors.displayName(merchant, code);
    if (!name) return reply.status(404).send(fail('request.notFound'));
    return sendSvg(reply, vendorWordmarkSvg(name));
  });

  typed.get(`${PATHS.bannerImage}/:file`, { schema: { params: bannerImage } }, async (request, reply) => {
    const banner = await deps.banners.find(request.params.file.replace(/\.svg$/, ''));
    if (!banner) return reply.status(404).send(fail('request.notFound'));
    return sendSvg(reply, bannerSvg(banner.id, banner.title));
  });
}
