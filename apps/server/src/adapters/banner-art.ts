import { escapeXml, hash } from './svg';

/** Deterministic 750x300 banner art: a gradient picked from the id, shapes and the title. */
export function bannerSvg(id: string, title: string): string {
  const h = hash(id);
  const hue = h % 360;
  const hue2 = (hue + 50 + ((h >> 8) % 90)) % 360;
  const cx = 480 + ((h >> 12) % 200);
  const size = title.length > 24 ? 40 : 52;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 80% 22%)"/></linearGradient></defs><rect width="750" height="300" fill="url(#b)"/><circle cx="${cx}" cy="60" r="170" fill="rgba(255,255,255,.12)"/><circle cx="${cx + 140}" cy="260" r="110" fill="rgba(255,255,255,.08)"/><text x="48" y="160" font-family="sans-serif" font-size="${size}" font-weight="800" fill="#fff">${escapeXml(title)}</text><rect x="48" y="196" width="150" height="44" rx="22" fill="#fff"/><text x="123" y="225" font-family="sans-serif" font-size="20" font-weight="700" fill="hsl(${hue} 70% 30%)" text-anchor="middle">PLAY NOW</text></svg>`;
}
