import type { SessionDevice } from '@lobby/contract';
import Bowser from 'bowser';

/** A device as its User-Agent names it: browser and system with their versions, and its kind. */
export function deviceOf(userAgent: string): SessionDevice {
  if (!userAgent) return { browser: null, os: null, type: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const named = (name: string | undefined, version: string | undefined) =>
    name ? (version ? `${name} ${version.split('.').slice(0, 2).join('.')}` : name) : null;
  const platform = parsed.platform.type;
  return {
    browser: named(parsed.browser.name, parsed.browser.version),
    os: named(parsed.os.name, parsed.os.version),
    type: platform === 'mobile' || platform === 'tablet' || platform === 'desktop' ? platform : 'unknown',
  };
}

/**
 * A client address with its host part hidden: the last group of an IPv4 address, all but the
 * first three groups of an IPv6 one. No geolocation database ships with the server.
 */
export function maskedIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  if (ip.includes(':')) {
    const groups = ip.split(':').filter(Boolean).slice(0, 3);
    return `${groups.join(':')}:*`;
  }
  return ip ? '*' : '';
}
