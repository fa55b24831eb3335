import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_SCREEN, isInterfaceLanguage, type InterfaceLanguage } from '@lobby/contract/constants';
import { categoryForPath } from '@lobby/domain';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { LRUCache } from 'lru-cache';

/** A screen rendered by the mobile build's server entry (apps/mobile/src/entry-server.tsx). */
export interface RenderedScreen {
  html: string;
  apiState: unknown;
}

interface ServerEntry {
  renderFirstScreen(input: {
    url: string;
    merchant: string;
    language: InterfaceLanguage;
    theme: 'dark' | 'light';
    fetchFn: typeof fetch;
  }): Promise<RenderedScreen | null>;
}

/** What a page is rendered for: the brand, the visitor's language and theme (the site's cookie), the address. */
export interface ScreenKey {
  merchant: string;
  language: InterfaceLanguage;
  theme: 'dark' | 'light';
  url: string;
}

/** Home and the category lists, the screens a visitor lands on; favourites and recent need a session. */
export function isRenderedPath(pathname: string): boolean {
  const category = categoryForPath(pathname);
  return category !== null && category !== 'FAV' && category !== 'RECENT';
}

/** The visitor's language and theme from the site's cookie, or the brand's defaults. */
export function preferencesOf(
  request: FastifyRequest,
  defaults: { language: InterfaceLanguage; theme: 'dark' | 'light' },
): { language: InterfaceLanguage; theme: 'dark' | 'light' } {
  const [language, theme] = (request.cookies[FIRST_SCREEN.preferencesCookie] ?? '').split('.');
  return {
    language: isInterfaceLanguage(language) ? language : defaults.language,
    theme: theme === 'light' || theme === 'dark' ? theme : defaults.theme,
  };
}

/** A fetch that the app's render calls the API with: answered by this server in-process, as the visitor. */
function inProcessFetch(app: FastifyInstance, host: string, remoteAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(request.headers), host },
      remoteAddress,
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * The server's render of first screens, when the mobile build has one (`dist-ssr` beside the
 * site). Renders are kept for `ttlSeconds` per brand, language, theme and address, so a busy
 * page costs one render per interval; the data under them is refreshed on the same clock.
 */
/** The longest a page waits for its first screen's render before it goes out without one. */
export const RENDER_TIMEOUT_MS = 3_000;

export async function firstScreenRenderer(app: FastifyInstance, staticDir: string, ttlSeconds: number) {
  const entryFile = path.join(staticDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const renders = new LRUCache<string, Promise<RenderedScreen | null>>({
    max: 500,
    ttl: Math.max(1, ttlSeconds) * 1000,
  });
  return (key: ScreenKey, request: FastifyRequest): Promise<RenderedScreen | null> => {
    const id = `${key.merchant}|${key.language}|${key.theme}|${key.url}`;
    const kept = ttlSeconds > 0 ? renders.get(id) : undefined;
    if (kept) return kept;
    // A render that fails, or is still waiting after RENDER_TIMEOUT_MS (a screen waiting on
    // something that never comes), costs the early paint only: the browser renders the page.
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no render after ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
    });
    const render = Promise.race([
      entry.renderFirstScreen({ ...key, fetchFn: inProcessFetch(app, request.host, request.ip) }),
      timedOut,
    ])
      .catch((error: unknown) => {
        request.log.warn({ err: error, url: key.url }, 'first screen render failed');
        renders.delete(id);
        return null;
      })
      .finally(() => clearTimeout(timer));
    if (ttlSeconds > 0) renders.set(id, render);
    return render;
  };
}

export type FirstScreenRenderer = NonNullable<Awaited<ReturnType<typeof firstScreenRenderer>>>;

/** The boot shell of index.html: what a rendered screen replaces. */
const BOOT_SHELL = '<div class="boot-shell" aria-hidden="true"><div class="boot-shell__header"></div></div>';
const ROOT_WITH_SHELL = new RegExp(`<div id="root">\\s*${BOOT_SHELL}\\s*</div>`);

/**
 * The page with its first screen in it: the render's image preloads lead the head (the largest
 * paint's image is asked for before anything else), the markup replaces the boot shell, and the
 * API answers it was rendered from ride along as inert JSON for the app to hydrate with.
 */
export function withRenderedScreen(
  page: string,
  screen: RenderedScreen,
  rendered: { language: InterfaceLanguage; htmlLang: string; theme: 'dark' | 'light' },
): string {
  // React writes the preloads it hoists (fetchpriority images) ahead of the markup.
  const preloads = /^(?:<link [^>]*\/>)*/.exec(screen.html)?.[0] ?? '';
  const markup = screen.html.slice(preloads.length);
  const state = JSON.stringify({ language: rendered.language, theme: rendered.theme, api: screen.apiState }).replace(
    /</g,
    '\\u003c',
  );
  return (
    page
      .replace('<head>', `<head>${preloads}`)
      .replace(/(<html[^>]*) lang="[^"]*"/, `$1 lang="${rendered.htmlLang}"`)
      .replace(/(<html[^>]*) data-theme="[^"]*"/, `$1 data-theme="${rendered.theme}"`)
      // Read by the boot script, which then leaves the data to the page (apps/mobile src/boot).
      .replace('<html ', `<html data-rendered="${rendered.language}.${rendered.theme}" `)
      // Nothing but the markup in the root: React hydrates its children, whitespace included.
      .replace(ROOT_WITH_SHELL, () => `<div id="root">${markup}</div>`)
      .replace('</body>', `<script type="application/json" id="${FIRST_SCREEN.stateId}">${state}</script></body>`)
  );
}

/** The app's module scripts (not the async boot script) and every module preload. */
const APP_CODE_TAG = /<script type="module"(?![^>]*\basync\b)[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A rendered page is whole before any of the app's code runs: its scripts and module preloads
 * wait, inert, in a template that the boot script (apps/mobile src/boot) starts once the screen
 * and its largest image are painted. The phone spends its first bandwidth and CPU on what the
 * visitor sees; the app then takes the page over without a change on screen.
 */
export function withHeldAppCode(page: string): string {
  const held: string[] = [];
  const rest = page.replace(APP_CODE_TAG, (tag) => {
    held.push(tag);
    return '';
  });
  if (held.length === 0) return page;
  return rest.replace('</body>', `<template id="${FIRST_SCREEN.heldAppCodeId}">${held.join('')}</template></body>`);
}
