import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BASENAME, routes } from '../src/app/router';
import { createStore } from '../src/stores/store';
import type { ScreenLook } from './screen-look';
import type { Screen } from './screens';

/** The app a screen story runs: its store and router. */
export interface StoryApp {
  store: ReturnType<typeof createStore>;
  router: ReturnType<typeof createMemoryRouter>;
}

/** The app itself at one address: its store, router and words, as main.tsx starts them. */
export function ScreenStory({
  screen,
  look,
  onApp,
}: {
  screen: Screen;
  look: ScreenLook;
  /** Told the app once it is made (the brand playground edits its settings). */
  onApp?: (app: StoryApp) => void;
}) {
  const [app] = useState((): StoryApp => {
    const address = new URL(screen.path, location.origin);
    const state = screen.state?.gameUrl ? { gameUrl: new URL(screen.state.gameUrl, location.href).href } : screen.state;
    return {
      store: createStore(
        { baseUrl: '', merchant: look.brand, device: 'MOBILE' },
        {
          preferences: { language: look.language, theme: look.theme },
          session: { current: look.session, forcedOut: false },
        },
      ),
      router: createMemoryRouter(routes, {
        basename: BASENAME,
        initialEntries: [{ pathname: address.pathname, search: address.search, state }],
      }),
    };
  });
  useEffect(() => onApp?.(app), [app, onApp]);
  return (
    <Provider store={app.store}>
      <I18nextProvider i18n={look.i18n}>
        <RouterProvider router={app.router} />
      </I18nextProvider>
    </Provider>
  );
}
