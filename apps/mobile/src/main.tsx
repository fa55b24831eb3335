import '@lobby/ui/tokens.css';
import './app/app.css';
import './components/buttons.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';
import { BRAND } from './config/brand';
import { startI18n } from './lib/i18n';
import { prefetchFirstScreen } from './lib/prefetch';
import { applyTheme } from './lib/theme';
import { createStore } from './stores/store';

async function boot() {
  const store = createStore({ baseUrl: BRAND.apiBaseUrl, merchant: BRAND.merchant, device: BRAND.device });
  const { language, theme } = store.getState().preferences;
  applyTheme(theme);
  // The route chunk, the dictionary and the first screen's data load together, not in a chain.
  const router = createRouter();
  const [i18n] = await Promise.all([startI18n(language), prefetchFirstScreen(store, window.location.pathname)]);
  const host = document.getElementById('root');
  if (!host) throw new Error('index.html has no #root');
  const root = createRoot(host);
  // A transition lets React yield while it builds the first screen, so a slow phone never sees
  // one long task; the boot shell stays painted meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    );
  });
}

void boot();
