import type { Banner, HotGames, Language, SiteSettings } from '@lobby/contract';

/** What the boot script fetched before the app's code arrived, for the store to adopt. */
export interface FirstScreenHandoff {
  language: Language;
  /** Each resolves with its value, or null when the early call failed (the app asks again). */
  hotGames: Promise<HotGames | null>;
  banners: Promise<Banner[] | null>;
  settings: Promise<SiteSettings | null>;
}

declare global {
  interface Window {
    __lobbyFirstScreen?: FirstScreenHandoff;
  }
}

export function takeHandoff(): FirstScreenHandoff | undefined {
  const handoff = window.__lobbyFirstScreen;
  delete window.__lobbyFirstScreen;
  return handoff;
}
