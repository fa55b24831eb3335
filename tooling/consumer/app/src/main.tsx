// Another brand's own app: nothing here comes from the lobby's repository but its five packages.
import '@fontsource/noto-sans-myanmar/400.css';
import '@lobby/ui/tokens.css';
import '@lobby/ui/styles.css';
import { apiClientMiddlewareOptions, lobbyApi, useGetHotGamesQuery, useGetSiteSettingsQuery } from '@lobby/api-client';
import type { ApiClientConfig } from '@lobby/api-client';
import { PATHS } from '@lobby/contract';
import { formatMinor } from '@lobby/domain';
import { createI18n } from '@lobby/i18n';
import { EmptyState, GameTile, Modal } from '@lobby/ui';
import { BannerCarousel } from '@lobby/ui/carousel';
import { configureStore } from '@reduxjs/toolkit';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, Link } from 'react-router-dom';
import './brand.css';

const apiClient: ApiClientConfig = {
  // The platform, on another origin than this app: it declared this app's origin in its brand file.
  baseUrl: import.meta.env.VITE_LOBBY_API ?? 'http://localhost:3000',
  merchant: 'DEMO',
  device: 'MOBILE',
  getLanguage: () => 'en',
  getToken: () => null,
};
const store = configureStore({
  reducer: { [lobbyApi.reducerPath]: lobbyApi.reducer },
  middleware: (getDefault) => getDefault(apiClientMiddlewareOptions(apiClient)).concat(lobbyApi.middleware),
});
const i18n = await createI18n('en', [initReactI18next]);
const burmese = await createI18n('my');

/** Typed keys through react-i18next: a key the dictionaries lack would not compile. */
function Greeting() {
  const { t } = useTranslation();
  // @ts-expect-error a key the dictionaries lack must not compile: were keys unchecked, this line would fail the typecheck
  const missing = () => t('nav.noSuchKey');
  return (
    <p data-testid="typed" data-missing={typeof missing}>
      {t('nav.home')}
    </p>
  );
}

function Lobby() {
  const { data: settings } = useGetSiteSettingsQuery();
  const { data: games, isError } = useGetHotGamesQuery({ language: 'en' });
  const [open, setOpen] = useState(false);
  const [played, setPlayed] = useState('');
  const game = games?.[0];
  return (
    <main>
      <h1 data-testid="site-name">{settings?.siteName ?? ''}</h1>
      <p data-testid="money">{formatMinor(123456)}</p>
      <p data-testid="path">{PATHS.hotGames}</p>
      <BannerCarousel
        banners={[
          { id: 'a', url: '/banner-a.svg', alt: 'First banner' },
          { id: 'b', url: '/banner-b.svg', alt: 'Second banner' },
        ]}
        label="Banners"
        delay={500}
        onSelect={(banner) => setPlayed(banner.alt)}
      />
      {isError && <EmptyState tone="error" message="No games" />}
      {game && (
        <GameTile
          game={game}
          labels={{
            hot: i18n.t('game.hot'),
            new: i18n.t('game.new'),
            favourite: i18n.t('game.favourite'),
            unfavourite: i18n.t('game.unfavourite'),
          }}
          onPlay={(g) => setPlayed(g.gameName)}
        />
      )}
      <p data-testid="played">{played}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Greeting />
      <p lang="my" data-testid="burmese">
        {burmese.t('nav.home')} {burmese.t('nav.deposit')}
      </p>
      <Link to="/promotions" data-testid="router-link">
        Promotions
      </Link>
      <Modal open={open} onClose={() => setOpen(false)} title="Hello" closeLabel={i18n.t('shell.close')}>
        <p>Inside the dialog</p>
      </Modal>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <Lobby />
      </BrowserRouter>
    </I18nextProvider>
  </Provider>,
);
