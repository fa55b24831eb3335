import { hotGamesRequest, standardHeaders } from '@lobby/api-client/requests';
import type { Envelope, HotGames } from '@lobby/contract';
import { isHomePath } from '@lobby/domain';
import { BRAND } from '../app/brand';
import { loadPreferences } from '../app/preferences-storage';
import type { FirstScreenHandoff } from './handoff';

// A tiny script that runs while the app bundle is still downloading: it asks for the home
// screen's data and warms the first icons, so the largest paint does not wait for a chain of
// bundle -> code -> request -> image.
const PRELOAD_ICONS = 3;

function preloadIcon(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

async function fetchHotGames(language: FirstScreenHandoff['language']): Promise<HotGames | null> {
  try {
    const { url, params } = hotGamesRequest(language);
    const res = await fetch(`${BRAND.apiBaseUrl}${url}?${new URLSearchParams(params)}`, {
      headers: standardHeaders({ merchant: BRAND.merchant, device: BRAND.device, language }),
    });
    const body = (await res.json()) as Envelope<HotGames>;
    if (!body.success) return null;
    body.value.slice(0, PRELOAD_ICONS).forEach((game) => preloadIcon(game.iconUrl));
    return body.value;
  } catch {
    return null;
  }
}

const path = window.location.pathname;
if (isHomePath(path)) {
  const { language } = loadPreferences();
  window.__lobbyFirstScreen = { language, hotGames: fetchHotGames(language) };
}
