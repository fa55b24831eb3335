import {
  HEADER,
  htmlLangOf,
  PATHS,
  PROFILE_PATHS,
  type BannerGroup,
  type Device,
  type GameType,
  type InterfaceLanguage,
  type Language,
} from '@lobby/contract/constants';
import type { Call } from './contract-call';

// Plain request descriptions, free of RTK, so a tiny boot script can issue the first call. Each
// is checked against its contract endpoint, then handed out as plain strings for URLSearchParams.

interface PlainGet {
  url: string;
  params: Record<string, string>;
}

export function hotGamesRequest(language: Language, refresh = false) {
  return {
    url: PATHS.hotGames,
    params: { isPlatform: '2', platform: 'html5', language, ...(refresh ? { refresh: '1' } : {}) },
  } satisfies Call<'hotGames'> as PlainGet;
}

export function settingsRequest() {
  return { url: PATHS.settings, params: {} as Record<string, string> };
}

export function bannersRequest(groupName: BannerGroup, language: Language) {
  return {
    url: PATHS.announcements,
    params: { types: 'B', groupName, language },
  } satisfies Call<'announcements'> as PlainGet;
}

export function vendorsRequest(language: Language, gameType?: GameType | '') {
  return {
    url: PATHS.vendors,
    params: { language, ...(gameType ? { gameType } : {}) },
  } satisfies Call<'vendors'> as PlainGet;
}

/** A member's head icon: the profile page's largest picture, asked for before the app's code. */
export function headIconRequest() {
  return { url: PROFILE_PATHS.headIcon, params: {} as Record<string, string> };
}

/**
 * The headers every call carries (known-api.md conventions), and `Accept-Language` when the app
 * names the interface language it shows (the server's own texts follow it).
 */
export function standardHeaders(opts: {
  merchant: string;
  device: Device;
  language: Language;
  interfaceLanguage?: InterfaceLanguage | undefined;
  token?: string | null;
}) {
  const headers: Record<string, string> = {
    [HEADER.merchant]: opts.merchant,
    [HEADER.device]: opts.device,
    [HEADER.language]: opts.language,
  };
  if (opts.interfaceLanguage) headers[HEADER.acceptLanguage] = htmlLangOf(opts.interfaceLanguage);
  if (opts.token) headers[HEADER.authorization] = opts.token;
  return headers;
}
