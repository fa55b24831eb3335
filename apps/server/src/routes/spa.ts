import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { fail } from '@lobby/contract';
import { FIRST_SCREEN, htmlLangOf, type InterfaceLanguage } from '@lobby/contract/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { asBuildFile } from '../http/security-headers';
import {
  isRenderedPath,
  preferencesOf,
  withHeldAppCode,
  withRenderedScreen,
  type FirstScreenRenderer,
} from './first-screen';
import { stylesheetInliner } from './inline-styles';
import { isMemberHomePath, routePreloads } from './route-preloads';
import { siteFiles } from './site-files';

/** Home and its aliases (spec section 2). */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html'];

/** The offline page and the service worker of the build (apps/mobile). */
const OFFLINE_PAGE = 'offline.html';
const SERVICE_WORKER = 'sw.js';

/** The header bar of index.html's boot shell; the home page's first banner goes after it. */
const SHELL_HEADER = '<div class="boot-shell__header"></div>';

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page's HTML with its first banner already in the boot shell: the largest paint then needs
 * the HTML and one image, not the app's code and a call (the app replaces the shell on its first
 * render, with the same banner in the same place). A preload first in the head asks for the image
 * before the app's scripts are discovered, so they do not take the phone's bandwidth first.
 */
export function withFirstBanner(html: string, bannerUrl: string | undefined): string {
  if (!bannerUrl) return html;
  const src = escapeAttribute(bannerUrl);
  const img = `<img class="boot-shell__banner" src="${src}" width="750" height="300" alt="" fetchpriority="high">`;
  const preload = `<link rel="preload" as="image" href="${src}" fetchpriority="high">`;
  return html.replace('<head>', `<head>${preload}`).replace(SHELL_HEADER, SHELL_HEADER + img);
}

/** What the page's first HTML says of the brand served at the host it was asked at. */
export interface BrandPage {
  code: string;
  name: string;
  /** html lang and the language a first visit opens in. */
  lang: string;
  language: string;
  defaultTheme: 'dark' | 'light';
  /** v-new or v-base: the boot shell paints the template's header. */
  template: 'v-new' | 'v-base';
  themeColor: string;
  /** The brand's tokens over ui's (empty when it keeps them all). */
  styleSheet: string;
  iconUrl: string;
  touchIconUrl: string;
  manifestUrl: string;
}

/**
 * index.html as the brand's own page: its language, theme, colours (inline, so the demo's never
 * flash), title, icons and manifest, and the merchant code the app then sends with each call.
 */
export function brandedHtml(html: string, brand: BrandPage): string {
  const a = escapeAttribute;
  const head =
    `<link rel="icon" href="${a(brand.iconUrl)}">` +
    `<link rel="apple-touch-icon" href="${a(brand.touchIconUrl)}">` +
    `<link rel="manifest" href="${a(brand.manifestUrl)}">`;
  return html
    .replace(
      /<html[^>]*>/,
      `<html lang="${a(brand.lang)}" data-theme="${brand.defaultTheme}" data-template="${brand.template}" data-merchant="${a(brand.code)}" data-language="${a(brand.language)}">`,
    )
    .replace(/<meta name="theme-color"[^>]*>/, `<meta name="theme-color" content="${a(brand.themeColor)}">`)
    .replace(/<link rel="icon"[^>]*>/, head)
    .replace(/<title>[^<]*<\/title>/, `<title>${a(brand.name)}</title>`)
    .replace('</head>', brand.styleSheet ? `<style id="brand-tokens">${brand.styleSheet}</style></head>` : '</head>');
}

export interface SpaOptions {
  /** Url of the first banner a screen opens with (home, a category's list) for a brand, for its first paint. */
  firstBanner?: (merchant: string, path: string) => Promise<string | undefined>;
  /** The brand served at a host. */
  brandPage: (host: string) => Promise<BrandPage>;
  /** Renders a visitor's first screen (home, a list) as HTML; absent when the build has no server entry. */
  firstScreen?: FirstScreenRenderer;
  /** Whether the build's source maps are served (they hold the app's source: never in production). */
  sourceMaps: boolean;
}

/**
 * Serves the built mobile site under /m/: hashed assets cached for a year, the HTML shell never
 * cached, a file the site does not serve answered 404 (one answer, whatever lies on the disk), and
 * every other /m/* path answered with the shell so the client router decides.
 */
export async function spaRoutes(app: FastifyInstance, staticDir: string, options: SpaOptions) {
  for (const alias of HOME_ALIASES) {
    app.get(alias, (_request, reply) => reply.redirect('/m/home', 302));
  }
  const built = existsSync(path.join(staticDir, 'index.html'));
  // Only decorates reply.sendFile, which picks a precompressed copy by Accept-Encoding; which files
  // it may send is ours to say (a file outside the site would answer 403, not 404).
  await app.register(fastifyStatic, { root: staticDir, serve: false, preCompressed: true });
  const files = built ? siteFiles(staticDir, { sourceMaps: options.sourceMaps }) : new Set<string>();
  // The entry's styles go inline; a lazy screen's keep their links, which the app's loader looks
  // for before it adds a stylesheet (an inline copy would be added again, later in the cascade).
  const indexHtml = built ? stylesheetInliner(staticDir)(readFileSync(path.join(staticDir, 'index.html'), 'utf8')) : '';
  // The offline page the service worker keeps: written over per brand like the site's page.
  const offlineFile = path.join(staticDir, OFFLINE_PAGE);
  const offlineHtml = existsSync(offlineFile) ? readFileSync(offlineFile, 'utf8') : '';
  const preloadsOf = routePreloads(staticDir);
  // Security headers come from helmet (http/security-headers.ts), on every answer.
  const htmlHeaders = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');

  app.get('/m/*', async (request, reply) => {
    if (!built) {
      return reply.status(503).send(fail('system.maintenance', 'The mobile site is not built yet: run the build.'));
    }
    const file = (request.params as { '*': string })['*'];
    if (file === OFFLINE_PAGE && offlineHtml) {
      return htmlHeaders(reply).send(brandedHtml(offlineHtml, await options.brandPage(request.host)));
    }
    if (files.has(file) && !file.endsWith('.html')) {
      // The service worker is checked for updates on every visit: never from a cache.
      if (file === SERVICE_WORKER)
        return reply.header('cache-control', 'no-cache').sendFile(file, { cacheControl: false });
      const immutable = file.startsWith('assets/');
      // A hashed file never changes under its name: its ETag is all a revalidation needs.
      return (immutable && /\.(?:js|css)$/.test(file) ? asBuildFile(reply) : reply).sendFile(file, {
        maxAge: immutable ? 31_536_000_000 : 300_000,
        immutable,
        ...(immutable ? { lastModified: false } : {}),
      });
    }
    // Any other file name is a 404, not the HTML shell (a wrong MIME type breaks the page).
    if (path.extname(file) && !file.endsWith('.html')) return reply.status(404).send(fail('request.notFound'));
    const brand = await options.brandPage(request.host);
    const pagePath = `/m/${file}`;
    const member = Boolean(request.cookies[FIRST_SCREEN.memberCookie]);
    const preferences = preferencesOf(request, {
      language: brand.language as InterfaceLanguage,
      theme: brand.defaultTheme,
    });
    const preloads = preloadsOf(pagePath, { member, language: preferences.language });
    // A visitor's home or list arrives rendered; a member's screens are rendered by the browser.
    if (options.firstScreen && isRenderedPath(pagePath) && !member) {
      const screen = await options.firstScreen({ merchant: brand.code, ...preferences, url: request.url }, request);
      if (screen) {
        const page = withRenderedScreen(brandedHtml(indexHtml, brand), screen, {
          ...preferences,
          htmlLang: htmlLangOf(preferences.language),
        });
        return htmlHeaders(reply).send(withHeldAppCode(page.replace('</head>', `${preloads}</head>`)));
      }
    }
    // A failing banner lookup costs the early paint only, never the page.
    const banner = await options.firstBanner?.(brand.code, pagePath).catch(() => undefined);
    const page = withFirstBanner(brandedHtml(indexHtml, brand), banner).replace('</head>', `${preloads}</head>`);
    // A member's home paints their picture in the boot shell (apps/mobile src/boot) before the app's
    // code takes the phone's bandwidth and CPU: that code waits, as a rendered screen's does.
    return htmlHeaders(reply).send(member && isMemberHomePath(pagePath) ? withHeldAppCode(page) : page);
  });
}
