import type {
  Banner,
  BannerGroup,
  GameType,
  HeadIcon,
  HotGames,
  Language,
  SiteSettings,
  Vendor,
} from '@lobby/contract';

/** What the boot script fetched before the app's code arrived, for the store to adopt. */
export interface FirstScreenHandoff {
  language: Language;
  /** Each resolves with its value, or null when the early call failed (the app asks again). */
  settings: Promise<SiteSettings | null>;
  /** Home only. */
  hotGames?: Promise<HotGames | null>;
  /** The banner row of the screen: m_home, or a category's group. */
  banners?: { group: BannerGroup; list: Promise<Banner[] | null> };
  /** A category's vendor grid: the vendors of its game type. */
  vendors?: { gameType: GameType; list: Promise<Vendor[] | null> };
  /** A member's profile page: their picture (its largest paint). */
  headIcon?: Promise<HeadIcon | null>;
}

declare global {
  interface Window {
    __lobbyFirstScreen?: FirstScreenHandoff;
  }
}

/** The member's profile page, whose picture the boot script asks for early. */
export const isProfilePage = (pathname: string) => /^\/m\/member\/home\/?$/.test(pathname);

export function takeHandoff(): FirstScreenHandoff | undefined {
  const handoff = window.__lobbyFirstScreen;
  delete window.__lobbyFirstScreen;
  return handoff;
}
