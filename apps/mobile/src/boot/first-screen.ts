import {
  bannersRequest,
  headIconRequest,
  hotGamesRequest,
  settingsRequest,
  standardHeaders,
  vendorsRequest,
} from '@lobby/api-client/requests';
import type { Banner, Envelope, GameType, HeadIcon, HotGames, Language, SiteSettings, Vendor } from '@lobby/contract';
import { CATEGORY_QUERY, contentLanguageOf } from '@lobby/contract/constants';
import { categoryForPath, gameListView, screenBannerGroup } from '@lobby/domain';
import { BRAND } from '../config/brand';
import { loadPreferences } from '../stores/preferences-storage';
import { savedSessionToken } from '../stores/session-storage';
import { isProfilePage, type FirstScreenHandoff } from './handoff';
import { renderedScreenPainted, startHeldApp } from './start-app';

// A tiny script that runs while the app bundle is still downloading: it asks for the first
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

/**
 * The member's picture in the boot shell, in the place and size the profile page gives it: the
 * page's largest paint then waits for one call and one image, not for the app's code as well.
 * The app's first render replaces the shell with the same picture (no shift); once it has, nothing is added.
 */
async function paintInShell(src: string): Promise<void> {
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  const shell = document.querySelector('#root > .boot-shell');
  if (!shell) return;
  const picture = document.createElement('img');
  picture.className = 'boot-shell__avatar';
  picture.alt = '';
  picture.width = 72;
  picture.height = 72;
  await new Promise((resolve) => {
    picture.addEventListener('load', resolve, { once: true });
    picture.addEventListener('error', resolve, { once: true });
    picture.src = src;
    shell.appendChild(picture);
  });
}

async function get<T>(
  request: { url: string; params: Record<string, string> },
  language: Language,
  token?: string,
): Promise<T | null> {
  try {
    const res = await fetch(`${BRAND.apiBaseUrl}${request.url}?${new URLSearchParams(request.params)}`, {
      headers: standardHeaders({ merchant: BRAND.merchant, device: BRAND.device, language, token }),
    });
    const body = (await res.json()) as Envelope<T>;
    return body.success ? body.value : null;
  } catch {
    return null;
  }
}

/** The vendors a category screen opens with (its vendor grid), or undefined when it opens on games. */
function vendorGridType(location: Location): GameType | undefined {
  const category = categoryForPath(location.pathname);
  const params = new URLSearchParams(location.search);
  if (!category || gameListView(category) !== 'vendorGrid' || params.get('vassalage') || params.get('dataType'))
    return undefined;
  return category in CATEGORY_QUERY ? CATEGORY_QUERY[category as keyof typeof CATEGORY_QUERY].gameType : undefined;
}

const { language: interfaceLanguage, theme } = loadPreferences();
// Content comes in the platform's languages: English for the dictionaries' others.
const language = contentLanguageOf(interfaceLanguage);
// The theme before the first paint, so the boot shell does not flash dark for a light-theme user.
document.documentElement.dataset.theme = theme;
// A page the server rendered in these preferences already holds its data (see lib/rendered-screen).
const rendered = document.documentElement.dataset.rendered === `${interfaceLanguage}.${theme}`;
if (rendered) startHeldApp(renderedScreenPainted);
else {
  const shellPainted = startFetching();
  startHeldApp(shellPainted ? () => shellPainted : null);
}

/** Asks for the screen's first data; returns the boot shell's own paint (settled), when it draws one. */
function startFetching(): Promise<void> | undefined {
  let shellPainted: Promise<void> | undefined;
  // Every screen's shell needs the brand settings.
  const handoff: FirstScreenHandoff = { language, settings: get<SiteSettings>(settingsRequest(), language) };
  const category = categoryForPath(window.location.pathname);
  const bannerGroup = screenBannerGroup(window.location.pathname);
  if (bannerGroup)
    handoff.banners = { group: bannerGroup, list: get<Banner[]>(bannersRequest(bannerGroup, language), language) };
  // A member's profile page paints their picture: it is asked for now, not after the app's code and data.
  const token = savedSessionToken();
  if (token && isProfilePage(window.location.pathname)) {
    const headIcon = get<HeadIcon>(headIconRequest(), language, token);
    handoff.headIcon = headIcon;
    void headIcon.then((icon) => icon && preloadImage(icon.iconUrl));
    // Painted in the boot shell where the page draws it, unless the brand has no profile pictures.
    shellPainted = Promise.all([headIcon, handoff.settings]).then(([icon, settings]) =>
      icon && settings && !settings.disabledModules.includes('PROFPIC3') ? paintInShell(icon.iconUrl) : undefined,
    );
  }
  if (category === 'HOME') {
    handoff.hotGames = get<HotGames>(hotGamesRequest(language), language);
    void handoff.hotGames.then((list) => list?.slice(0, PRELOAD_ICONS).forEach((game) => preloadImage(game.iconUrl)));
  } else {
    const gameType = vendorGridType(window.location);
    if (gameType) handoff.vendors = { gameType, list: get<Vendor[]>(vendorsRequest(language, gameType), language) };
  }
  window.__lobbyFirstScreen = handoff;
  return shellPainted;
}
