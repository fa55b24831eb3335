/**
 * The app-download rules (spec sections 2 and 9): on iOS only Safari installs the app, so other
 * iOS browsers (Chrome, Firefox, Edge, in-app browsers of social apps) are told 'Please use
 * Safari for download App.'; iOS 12.4 or later is recommended.
 */
export type DownloadPlatform = 'ios' | 'android' | 'other';

export function downloadPlatform(userAgent: string): DownloadPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** iOS browsers other than Safari name themselves in the user agent. */
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\/|MicroMessenger|Telegram|YaBrowser/i;

/** True when an iOS download must be refused with the Safari message. */
export function needsSafariForDownload(userAgent: string): boolean {
  return downloadPlatform(userAgent) === 'ios' && (NOT_SAFARI.test(userAgent) || !/Safari/i.test(userAgent));
}

/** The iOS version a user agent names, e.g. [12, 4]; null when none. */
export function iosVersion(userAgent: string): [number, number] | null {
  const match = /OS (\d+)[_.](\d+)/.exec(userAgent);
  return match && downloadPlatform(userAgent) === 'ios' ? [Number(match[1]), Number(match[2])] : null;
}

/** iOS older than 12.4 gets the 'recommended' note. */
export function belowRecommendedIos(userAgent: string): boolean {
  const version = iosVersion(userAgent);
  return version !== null && (version[0] < 12 || (version[0] === 12 && version[1] < 4));
}
