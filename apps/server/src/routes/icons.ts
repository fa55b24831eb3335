import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameIconSvg } from '../adapters/icons';

const params = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.svg$/) });

/** Locally generated game icons: no image CDN exists in the demo. */
export function iconRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(`${PATHS.gameIcon}/:file`, { schema: { params } }, async (request, reply) => {
    const id = request.params.file.replace(/\.svg$/, '');
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(gameIconSvg(id));
  });
}
