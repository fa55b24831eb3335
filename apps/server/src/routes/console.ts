import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { fail } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';

/** Where the operator's console is served (apps/console, built with this base). */
export const CONSOLE_PATH = '/console';

/**
 * The operator's console: its hashed files cached for a year, every other address under the path
 * answered with its page (the console routes in the browser). The page is read per request, so a
 * console built after the server started is served at once; none built answers 404.
 */
export async function consoleRoutes(app: FastifyInstance, dir: string) {
  const page = path.join(dir, 'index.html');
  app.get(CONSOLE_PATH, async (_request, reply) => reply.redirect(`${CONSOLE_PATH}/`));
  await app.register(
    async (scope) => {
      // A file the build does not have is missing, not a page of the site to send home.
      scope.setNotFoundHandler((_request, reply) => reply.code(404).send(fail('request.notFound')));
      await scope.register(fastifyStatic, {
        root: path.join(dir, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
        // Source maps stay on the machine (the build keeps them for debugging, not for the public).
        allowedPath: (file) => !file.endsWith('.map'),
      });
      scope.get('/*', async (_request, reply) => {
        if (!existsSync(page)) return reply.code(404).send(fail('request.notFound'));
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('x-robots-tag', 'noindex')
          .send(readFileSync(page));
      });
    },
    { prefix: CONSOLE_PATH },
  );
}
