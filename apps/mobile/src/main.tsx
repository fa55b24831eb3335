import '@lobby/ui/tokens.css';
import './app/app.css';
import './components/buttons.css';
import { lobbyApiHydrated } from '@lobby/api-client';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { loadMemberActions } from './app/layout/account-actions';
import { createRouter, warmScreens } from './app/router';
import { takeHandoff } from './boot/handoff';
import { BRAND } from './config/brand';
import { startI18n } from './lib/i18n';
import { prefetchFirstScreen } from './lib/prefetch';
import { takeRenderedScreen } from './lib/rendered-screen';
import { routerReady } from './lib/router-ready';
import { applyTheme } from './lib/theme';
import { savePreferences } from './stores/preferences';
import { writeMemberCookie } from './stores/session';
import { createStore } from './stores/store';

/** Marks the page once the app runs it (a rendered page is only a picture until then): tests wait for it. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    warmScreens();
  }, []);
  return null;
}

/** Ends the current task: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  // The modules were evaluated in this task; the store and the page's data wait for the next one,
  // so a slow phone meets two shorter tasks instead of one long one.
  await nextTask();
  const store = createStore({ baseUrl: BRAND.apiBaseUrl, merchant: BRAND.merchant, device: BRAND.device });
  const { preferences, session } = store.getState();
  const { language, theme } = preferences;
  // The cookies that tell the server how to render this browser's next pages follow what it holds.
  savePreferences(preferences);
  writeMemberCookie(session.current !== null);
  applyTheme(theme);
  const host = document.getElementById('root');
  if (!host) throw new Error('index.html has no #root');
  // The server rendered this page for a visitor in these preferences: the app takes it over as it
  // is (same data, same markup), unless the browser knows better (another language, a session).
  const rendered = takeRenderedScreen();
  const hydrating = rendered?.language === language && rendered.theme === theme && !session.current;
  if (hydrating) store.dispatch(lobbyApiHydrated(rendered.api));
  // The router and the dictionary are set up in a task of their own, for the same reason.
  await nextTask();
  // The route chunk, the dictionary and the first screen's data load together, not in a chain;
  // the first render waits for the route's code (hydrating, the server's markup needs it).
  // The dictionary starts first, so a lazy screen's own words are asked for beside its code.
  const i18nStarted = startI18n(language);
  // What the boot script asked for before this code arrived (a rendered page asked for nothing).
  const handoff = takeHandoff();
  // A member's header part is on every screen of theirs, and their data on most: both are asked
  // for now, beside the screen's code, not once each part has rendered; and before the router's
  // requests, which a phone's six connections would otherwise take first.
  if (session.current) {
    void loadMemberActions();
    void import('./lib/member-prefetch').then((m) =>
      m.prefetchMemberData(store, window.location.pathname, handoff?.headIcon),
    );
  }
  const router = routerReady(createRouter());
  const [i18n, readyRouter] = await Promise.all([
    i18nStarted,
    router,
    hydrating ? undefined : prefetchFirstScreen(store, window.location.pathname, handoff),
  ]);
  const app = (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={readyRouter} />
          <AppReady />
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
  // A transition lets React yield while it builds the first screen, so a slow phone never sees
  // one long task; the rendered screen (or the boot shell) stays painted meanwhile.
  startTransition(() => {
    if (hydrating) hydrateRoot(host, app);
    else createRoot(host).render(app);
  });
}

void boot();
