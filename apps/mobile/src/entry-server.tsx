import '@lobby/ui/tokens.css';
import { lobbyApi } from '@lobby/api-client';
import type { InterfaceLanguage } from '@lobby/contract/constants';
import { createI18n } from '@lobby/i18n';
import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { BASENAME, routes, type RedirectHandle } from './app/router';
import type { Theme } from './stores/preferences-storage';
import { createStore, type AppStore } from './stores/store';

/** What the server knows of a visitor's first request. */
export interface FirstScreenRequest {
  /** The page's address: path and query, under /m. */
  url: string;
  merchant: string;
  language: InterfaceLanguage;
  theme: Theme;
  /** Answers the app's API calls in-process (the server's own routes). */
  fetchFn: typeof fetch;
}

export interface FirstScreen {
  html: string;
  /** The API cache the screen was rendered from, for the browser's store to adopt. */
  apiState: unknown;
}

/** How React marks a part of the page it had to wait for (a lazy component, a namespace). */
const PENDING_BOUNDARY = '<!--$?-->';

/** Render passes before giving up on calls that start only once earlier data arrives. */
const MAX_PASSES = 4;

// One i18n instance per language, shared by every render (rendering only reads it).
const dictionaries = new Map<InterfaceLanguage, Promise<i18n>>();
const i18nFor = (language: InterfaceLanguage) => {
  let instance = dictionaries.get(language);
  if (!instance) {
    instance = createI18n(language);
    dictionaries.set(language, instance);
  }
  return instance;
};

const handler = createStaticHandler(routes, { basename: BASENAME });

/** Whether the address only leads elsewhere (the '*' route, /m/fish-games ...): nothing to render. */
const leadsElsewhere = (context: StaticHandlerContext) =>
  context.matches.some(({ route }) => (route.handle as Partial<RedirectHandle> | undefined)?.redirectTo !== undefined);

async function renderOnce(store: AppStore, translations: i18n, request: Request): Promise<string | null> {
  const context = await handler.query(request);
  // A redirect or a failed route is the browser app's to handle.
  if (context instanceof Response || context.errors || leadsElsewhere(context)) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={translations}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
    // All in place, none of it written later by inline scripts (the site's policy allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The first screen of a page as HTML, with the data it shows: each pass renders the routes and
 * starts the calls the screen makes; the next one renders with their answers, until a pass
 * changes nothing. Null when the page is not one the server renders (a redirect, an error).
 */
export async function renderFirstScreen(input: FirstScreenRequest): Promise<FirstScreen | null> {
  const store = createStore(
    {
      baseUrl: 'http://first-screen.invalid',
      // The answers go into the site's own page: its picture paths stay paths of the site.
      assetOrigin: '',
      merchant: input.merchant,
      device: 'MOBILE',
      fetchFn: input.fetchFn,
    },
    { preferences: { language: input.language, theme: input.theme }, session: { current: null, forcedOut: false } },
  );
  const translations = await i18nFor(input.language);
  const request = new Request(new URL(input.url, 'http://first-screen.invalid'));
  let html: string | null = null;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const before = store.getState().lobbyApi.queries;
    html = await renderOnce(store, translations, request);
    if (html === null) return null;
    await Promise.all(store.dispatch(lobbyApi.util.getRunningQueriesThunk()));
    // Nothing started or answered since this pass began, and no part of it waited for its code or
    // words (React then writes it later, with inline scripts): the markup is the page's.
    if (store.getState().lobbyApi.queries === before && !html.includes(PENDING_BOUNDARY)) break;
  }
  // The answers and their tags; the passes' subscriptions are the server's own (the browser subscribes again).
  const { queries, provided } = store.getState().lobbyApi;
  return html === null ? null : { html, apiState: { queries, mutations: {}, provided } };
}
