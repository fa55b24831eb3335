import { escapeXml as escape, hash } from './svg';

/** Deterministic SVG art for a game id: a gradient, a shape and the vendor's initials. */
export function gameIconSvg(gameId: string): string {
  const h = hash(gameId);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 9) % 80)) % 360;
  const label = escape((gameId.split('-')[0] ?? gameId).slice(0, 4));
  const num = escape(gameId.split('-').pop() ?? '');
  const shape = (h >> 4) % 3;
  const deco =
    shape === 0
      ? '<circle cx="60" cy="50" r="26" fill="rgba(255,255,255,.22)"/>'
      : shape === 1
        ? '<rect x="34" y="24" width="52" height="52" rx="12" transform="rotate(45 60 50)" fill="rgba(255,255,255,.22)"/>'
        : '<path d="M60 20l9 19 21 3-15 15 4 21-19-10-19 10 4-21-15-15 21-3z" fill="rgba(255,255,255,.25)"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 25%)"/></linearGradient></defs><rect width="120" height="120" rx="16" fill="url(#g)"/>${deco}<text x="60" y="98" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${label}</text><text x="60" y="56" font-family="sans-serif" font-size="16" fill="rgba(255,255,255,.85)" text-anchor="middle">${num}</text></svg>`;
}

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
