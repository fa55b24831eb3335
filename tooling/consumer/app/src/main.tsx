// Another brand's own app: nothing here comes from the lobby's repository but its five packages.
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
import { Provider } from 'react-redux';
import './brand.css';

const apiClient: ApiClientConfig = {
  baseUrl: '',
  merchant: 'DEMO',
  device: 'MOBILE',
  getLanguage: () => 'en',
  getToken: () => null,
};
const store = configureStore({
  reducer: { [lobbyApi.reducerPath]: lobbyApi.reducer },
  middleware: (getDefault) => getDefault(apiClientMiddlewareOptions(apiClient)).concat(lobbyApi.middleware),
});
const i18n = await createI18n('en');

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
      <Modal open={open} onClose={() => setOpen(false)} title="Hello" closeLabel={i18n.t('shell.close')}>
        <p>Inside the dialog</p>
      </Modal>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <Lobby />
  </Provider>,
);
