import { escapeXml as escape } from './svg';

/**
 * A vendor's white wordmark on a transparent background, for the vendor icon strip
 * (`{vendorIconCDN}/{vendorCode}-WHITE.png`, spec section 2).
 */
export function vendorWordmarkSvg(name: string): string {
  const text = escape(name);
  // Long names get smaller type so they stay inside the 200x60 box.
  const size = Math.max(12, Math.min(30, Math.floor(300 / Math.max(name.length, 1))));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" width="200" height="60"><text x="100" y="30" dominant-baseline="central" font-family="sans-serif" font-size="${size}" font-weight="800" letter-spacing="1" fill="#fff" text-anchor="middle">${text}</text></svg>`;
}
