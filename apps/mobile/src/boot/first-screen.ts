import { bannersRequest, hotGamesRequest, settingsRequest, standardHeaders } from '@lobby/api-client/requests';
import type { Banner, Envelope, HotGames, Language, SiteSettings } from '@lobby/contract';
import { isHomePath } from '@lobby/domain';
import { BRAND } from '../app/brand';
import { loadPreferences } from '../app/preferences-storage';

// A tiny script that runs while the app bundle is still downloading: it asks for the home
// screen's data and warms the first images, so the largest paint does not wait for a chain of
// bundle -> code -> request -> image.
const PRELOAD_ICONS = 3;

function preloadImage(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

async function get<T>(request: { url: string; params: Record<string, string> }, language: Language): Promise<T | null> {
  try {
    const res = await fetch(`${BRAND.apiBaseUrl}${request.url}?${new URLSearchParams(request.params)}`, {
      headers: standardHeaders({ merchant: BRAND.merchant, device: BRAND.device, language }),
    });
    const body = (await res.json()) as Envelope<T>;
    return body.success ? body.value : null;
  } catch {
    return null;
  }
}

if (isHomePath(window.location.pathname)) {
  const { language } = loadPreferences();
  const hotGames = get<HotGames>(hotGamesRequest(language), language);
  const banners = get<Banner[]>(bannersRequest('m_home', language), language);
  void banners.then((list) => list?.[0] && preloadImage(list[0].url));
  void hotGames.then((list) => list?.slice(0, PRELOAD_ICONS).forEach((game) => preloadImage(game.iconUrl)));
  const settings = get<SiteSettings>(settingsRequest(), language);
  window.__lobbyFirstScreen = { language, hotGames, banners, settings };
}
