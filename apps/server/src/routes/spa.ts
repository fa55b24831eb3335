import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { fail } from '@lobby/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Home and its aliases (spec section 2). */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html'];

/** The header bar of index.html's boot shell; the home page's first banner goes after it. */
const SHELL_HEADER = '<div class="boot-shell__header"></div>';

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page's HTML with its first banner already in the boot shell: the largest paint then needs
 * the HTML and one image, not the app's code and a call (the app replaces the shell on its first
 * render, with the same banner in the same place).
 */
export function withFirstBanner(html: string, bannerUrl: string | undefined): string {
  if (!bannerUrl) return html;
  const img = `<img class="boot-shell__banner" src="${escapeAttribute(bannerUrl)}" width="750" height="300" alt="" fetchpriority="high">`;
  return html.replace(SHELL_HEADER, SHELL_HEADER + img);
}

export interface SpaOptions {
  /** Url of the first banner a screen opens with (home, a category's list), for its first paint. */
  firstBanner?: (path: string) => Promise<string | undefined>;
}

/**
 * Serves the built mobile site under /m/: hashed assets cached for a year, the HTML shell never
 * cached, every other /m/* path answered with the shell so the client router decides.
 */
export async function spaRoutes(app: FastifyInstance, staticDir: string, options: SpaOptions = {}) {
  for (const alias of HOME_ALIASES) {
    app.get(alias, (_request, reply) => reply.redirect('/m/home', 302));
  }
  const built = existsSync(path.join(staticDir, 'index.html'));
  // Only decorates reply.sendFile (which refuses paths outside the root); routing stays ours.
  await app.register(fastifyStatic, { root: staticDir, serve: false, preCompressed: true });
  const indexHtml = built ? readFileSync(path.join(staticDir, 'index.html'), 'utf8') : '';
  // Security headers come from helmet (http/security-headers.ts), on every answer.
  const htmlHeaders = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');

  app.get('/m/*', async (request, reply) => {
    if (!built) {
      return reply.status(503).send(fail('system.maintenance', 'The mobile site is not built yet: run the build.'));
    }
    const file = (request.params as { '*': string })['*'];
    if (path.extname(file) && !file.endsWith('.html')) {
      // Missing files are 404s, not the HTML shell (a wrong MIME type breaks the page).
      if (!existsSync(path.join(staticDir, path.normalize(file))))
        return reply.status(404).send(fail('request.notFound'));
      const immutable = file.startsWith('assets/');
      return reply.sendFile(file, { maxAge: immutable ? 31_536_000_000 : 300_000, immutable });
    }
    // A failing banner lookup costs the early paint only, never the page.
    const banner = await options.firstBanner?.(`/m/${file}`).catch(() => undefined);
    return htmlHeaders(reply).send(withFirstBanner(indexHtml, banner));
  });
}
