import { createHash } from 'node:crypto';
import { existsSync, readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { fail } from '@lobby/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { storybookPagePolicy } from '../http/security-headers';

/** Where the static Storybooks are served (SERVE_STORYBOOK); its answers get their own CSP. */
export const STORYBOOK_PATH = '/storybook';

export interface StorybookDirs {
  /** @lobby/ui's build (packages/ui storybook-static): the components. */
  components: string;
  /** apps/mobile's build (its build:storybook): the screens, answering through Mock Service Worker. */
  screens: string;
}

const BOOKS = [
  { slug: 'components', title: 'Components', about: "@lobby/ui's components, in each brand and theme" },
  { slug: 'screens', title: 'Screens', about: "the site's screens, answering from recorded data" },
] as const;

/** The preview is written last (Storybook writes its manager first): a folder without it is still being built. */
const isBuilt = (dir: string) => existsSync(path.join(dir, 'iframe.html'));

/** A script element without `src`: its text, as the browser hashes it, ends at the first `</script`. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hashes of a page's inline scripts. One this misreads is merely refused by the browser:
 * a hash allows only the exact text it was made from.
 */
export const inlineScriptHashes = (html: string) => [
  ...new Set(
    [...html.matchAll(INLINE_SCRIPT)]
      .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
      .map(
        ([, , text]) =>
          `'sha256-${createHash('sha256')
            .update(text ?? '')
            .digest('base64')}'`,
      ),
  ),
];

/** Each page's policy, made again when a build rewrites it. */
function pagePolicies() {
  const made = new Map<string, { version: string; apply: ReturnType<typeof storybookPagePolicy> }>();
  return (file: string, stat: Stats) => {
    const version = `${stat.mtimeMs}:${stat.size}`;
    let entry = made.get(file);
    if (entry?.version !== version) {
      entry = { version, apply: storybookPagePolicy(inlineScriptHashes(readFileSync(file, 'utf8'))) };
      made.set(file, entry);
    }
    return entry.apply;
  };
}

// An icon of its own: else the browser asks /favicon.ico, which the site redirects to its home.
const page = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">${head}<title>${title}</title>` +
  '<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:36rem;padding:0 1rem}code{font-size:.9em}</style>' +
  `</head><body>${body}</body></html>`;

const html = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');

/** While a Storybook is built (`npm start` builds the screens' after the site is up): the page reloads itself. */
function notBuiltYet(reply: FastifyReply, title: string) {
  const body =
    `<h1>${title} Storybook is being built</h1><p>This page reloads by itself; it may take a minute.</p>` +
    '<p>Nothing building? <code>node tooling/scripts/pnpm.mjs turbo run build:storybook --filter=@lobby/mobile</code> builds both Storybooks.</p>';
  return html(reply.status(503).header('retry-after', '15')).send(
    page(`${title} Storybook: being built`, body, '<meta http-equiv="refresh" content="15">'),
  );
}

/**
 * The static Storybooks, for anyone with the running product and a browser: an index at
 * `/storybook/` linking @lobby/ui's at `/storybook/components/` and apps/mobile's at
 * `/storybook/screens/` (two peers, so neither build's files share a folder with the other's
 * mount). Both builds use relative addresses, and the screens' mock worker registers from its own
 * folder, so its scope stays inside `/storybook/screens/`. Registered with the prefix
 * STORYBOOK_PATH; every unknown path under it is a 404.
 */
export async function storybookRoutes(app: FastifyInstance, dirs: StorybookDirs) {
  const policyOf = pagePolicies();
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(fail('request.notFound')));

  app.get('/', (_request, reply) => {
    const items = BOOKS.map(
      ({ slug, title, about }) =>
        `<li><a href="${STORYBOOK_PATH}/${slug}/">${title}</a>: ${about}${isBuilt(dirs[slug]) ? '' : ' (being built)'}</li>`,
    );
    return html(reply).send(page('Storybooks', `<h1>Storybooks</h1><ul>${items.join('')}</ul>`));
  });

  for (const { slug, title } of BOOKS) {
    const root = dirs[slug];
    // A scope of its own per Storybook: the hook covers that one's files only.
    await app.register(async (book) => {
      book.addHook('onRequest', async (_request, reply) => {
        if (!isBuilt(root)) return notBuiltYet(reply, title);
      });
      await book.register(fastifyStatic, {
        root,
        prefix: `/${slug}`,
        // `/storybook/screens` answers with a redirect to the folder: its relative addresses need the slash.
        redirect: true,
        // The site's instance (routes/spa.ts) decorates the reply already.
        decorateReply: false,
        // The folder may appear only after start (built in the background).
        suppressWarning: true,
        dotfiles: 'ignore',
        cacheControl: false,
        // Vite's content-hashed files for an hour; the rest (pages, index.json, the mock worker) revalidated each time.
        setHeaders: (reply, file, stat) => {
          const hashed = path.relative(root, file).startsWith(`assets${path.sep}`);
          reply.header('cache-control', hashed ? 'public, max-age=3600' : 'no-cache');
          if (file.endsWith('.html')) policyOf(file, stat)(reply.request.raw, reply.raw, () => {});
        },
      });
    });
  }
}
