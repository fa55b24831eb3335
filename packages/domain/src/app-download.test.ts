import { describe, expect, it } from 'vitest';
import { belowRecommendedIos, downloadPlatform, needsSafariForDownload } from './app-download';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1';
const FACEBOOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]';
const OLD_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('app download rules', () => {
  it.each([
    ['Safari on iOS', SAFARI, 'ios', false, false],
    ['Chrome on iOS', CHROME_IOS, 'ios', true, false],
    ["Facebook's in-app browser on iOS", FACEBOOK_IOS, 'ios', true, false],
    ['Safari on iOS 12.3', OLD_SAFARI, 'ios', false, true],
    ['Android', ANDROID, 'android', false, false],
    ['a desktop', DESKTOP, 'other', false, false],
  ] as const)('%s', (_name, ua, platform, safariNeeded, oldIos) => {
    expect(downloadPlatform(ua)).toBe(platform);
    expect(needsSafariForDownload(ua)).toBe(safariNeeded);
    expect(belowRecommendedIos(ua)).toBe(oldIos);
  });
});
