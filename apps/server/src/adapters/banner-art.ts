import { cardSvg, coin, n, type CardText } from './art-card';
import type { CardPalette, Colours } from './art-colours';

/**
 * What the art looks like besides its inputs: a change here changes every banner's address (the
 * fingerprint includes it), so cached pictures are not kept past a new design.
 */
export const BANNER_ART_VERSION = 2;

/** The brand colours a banner is painted with. */
export type BannerPalette = CardPalette;

/** Everything a banner's picture is drawn from: the same art gives the same bytes. */
export interface BannerArt extends CardText {
  /** m_home, m_rng, ...: picks the picture on the right. */
  group: string;
}

/** A regular pentagon's path centred on (x, y), one corner at `angle` degrees. */
function pentagon(x: number, y: number, r: number, angle: number): string {
  const corners = [0, 1, 2, 3, 4].map((k) => {
    const rad = ((angle + 72 * k) * Math.PI) / 180;
    return `${n(x + Math.cos(rad) * r)} ${n(y + Math.sin(rad) * r)}`;
  });
  return `M${corners.join('L')}Z`;
}

const HEART = 'M0 6C-9-2-12-9-6-12C-3-13.5 0-11 0-8C0-11 3-13.5 6-12C12-9 9-2 0 6Z';
const SPADE = 'M0-13C-9-5-12 0-7 4C-4 6-1 4 0 2C0 6-2 9-4 10H4C2 9 0 6 0 2C1 4 4 6 7 4C12 0 9-5 0-13Z';

/** A playing card at (x, y) turned by `angle`: an ace of `suit`. */
function card(x: number, y: number, angle: number, suit: 'heart' | 'spade', c: Colours): string {
  const colour = suit === 'heart' ? '#d6243a' : '#151a26';
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<rect x="-52" y="-74" width="104" height="148" rx="12" fill="#000" opacity=".28" transform="translate(5 7)"/>` +
    `<rect x="-52" y="-74" width="104" height="148" rx="12" fill="#fff" stroke="${c.primaryLight}" stroke-width="3"/>` +
    `<text x="-36" y="-44" font-size="26" font-weight="800" fill="${colour}" font-family="Georgia,serif" text-anchor="middle">A</text>` +
    `<path d="${suit === 'heart' ? HEART : SPADE}" fill="${colour}" transform="scale(2.6)"/>` +
    `</g>`
  );
}

/** A casino chip at (x, y). */
const chip = (x: number, y: number, r: number, c: Colours) =>
  `<g transform="translate(${n(x)} ${n(y)})"><circle r="${r}" fill="${c.accent}"/>` +
  `<circle r="${n(r * 0.82)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.16)}" stroke-dasharray="${n(r * 0.42)} ${n(r * 0.3)}"/>` +
  `<circle r="${n(r * 0.55)}" fill="${c.accentDeep}"/><circle r="${n(r * 0.55)}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/></g>`;

/** The picture on the right, by banner group. */
function picture(group: string, c: Colours, h: number): string {
  const tilt = (h % 9) - 4;
  switch (group) {
    case 'm_rng': {
      const reels = [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${-78 + i * 54}" y="-34" width="48" height="70" rx="8" fill="#fff"/>` +
            `<text x="${-54 + i * 54}" y="20" font-size="50" font-weight="900" fill="${c.accentDeep}" text-anchor="middle" font-family="Georgia,serif">7</text>`,
        )
        .join('');
      return (
        `<g transform="translate(600 158) rotate(${n(tilt * 0.6)})">` +
        `<rect x="-104" y="-96" width="208" height="190" rx="26" fill="#000" opacity=".3" transform="translate(6 8)"/>` +
        `<rect x="-104" y="-96" width="208" height="190" rx="26" fill="url(#metal)" stroke="${c.primaryLight}" stroke-width="4"/>` +
        `<rect x="-86" y="-44" width="172" height="90" rx="12" fill="${c.ink}"/>${reels}` +
        `<rect x="-70" y="-84" width="140" height="28" rx="14" fill="${c.ink}" opacity=".55"/>` +
        `<text y="-64" font-size="18" font-weight="800" fill="${c.highlight}" text-anchor="middle" font-family="Arial,sans-serif">JACKPOT</text>` +
        `<path d="M112 -20v-46" stroke="${c.primaryLight}" stroke-width="8" stroke-linecap="round"/><circle cx="112" cy="-74" r="13" fill="${c.accent}"/>` +
        `<rect x="-60" y="58" width="120" height="18" rx="9" fill="${c.ink}" opacity=".5"/></g>`
      );
    }
    case 'm_sports': {
      // A football: the middle pentagon, five more at the rim (cut by the ball's edge), seams between.
      const outer = [0, 1, 2, 3, 4].map((k) => -90 + 72 * k);
      const rim = outer
        .map((a) => {
          const rad = (a * Math.PI) / 180;
          return `<path d="${pentagon(Math.cos(rad) * 88, Math.sin(rad) * 88, 32, a + 180)}"/>`;
        })
        .join('');
      const seams = outer
        .map((a) => {
          const rad = (a * Math.PI) / 180;
          return `M${n(Math.cos(rad) * 30)} ${n(Math.sin(rad) * 30)}L${n(Math.cos(rad) * 56)} ${n(Math.sin(rad) * 56)}`;
        })
        .join('');
      return (
        `<g transform="translate(606 150) rotate(${n(tilt * 4)})">` +
        `<ellipse cy="104" rx="86" ry="14" fill="#000" opacity=".28"/>` +
        `<clipPath id="ballEdge"><circle r="92"/></clipPath>` +
        `<circle r="92" fill="url(#ball)"/>` +
        `<g clip-path="url(#ballEdge)" fill="${c.ink}">${rim}</g>` +
        `<path d="${pentagon(0, 0, 30, -90)}" fill="${c.ink}"/>` +
        `<path d="${seams}" stroke="${c.ink}" stroke-width="5"/>` +
        `<circle r="92" fill="none" stroke="${c.primaryLight}" stroke-width="4"/></g>`
      );
    }
    case 'm_pvp':
      return `${card(560, 158, -14 + tilt, 'spade', c)}${card(640, 150, 12 + tilt, 'heart', c)}${chip(690, 238, 30, c)}`;
    case 'm_live':
      return `${card(600, 150, -8 + tilt, 'heart', c)}${chip(520, 232, 34, c)}${chip(560, 250, 26, c)}${chip(690, 236, 32, c)}`;
    case 'm_fish':
      return (
        `<g transform="translate(604 150) rotate(${n(tilt * 2 - 6)})">` +
        `<path d="M70 0L124-46Q112 0 124 46Z" fill="${c.accent}"/>` +
        `<ellipse rx="96" ry="62" fill="url(#fish)"/>` +
        `<path d="M-10-60Q20-100 56-52Z" fill="${c.accent}"/>` +
        `<path d="M-30-54Q-4 0-30 54M4-58Q30 0 4 58" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="5"/>` +
        `<circle cx="-56" cy="-14" r="14" fill="#fff"/><circle cx="-60" cy="-14" r="7" fill="${c.ink}"/>` +
        `<path d="M-96 14Q-82 22-70 14" fill="none" stroke="${c.ink}" stroke-width="4" stroke-linecap="round"/></g>` +
        `<circle cx="470" cy="96" r="10" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>` +
        `<circle cx="488" cy="62" r="6" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>` +
        `<circle cx="466" cy="36" r="4" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="2"/>`
      );
    case 'm_lott':
    case 'm_elott': {
      const balls: [number, number, number, string, string][] = [
        [548, 182, 56, 'url(#ballA)', String(7 + (h % 30))],
        [652, 120, 62, 'url(#ballP)', String(10 + ((h >> 5) % 80))],
        [664, 232, 42, 'url(#ballW)', String(1 + ((h >> 9) % 9))],
      ];
      return balls
        .map(
          ([x, y, r, fill, label]) =>
            `<g transform="translate(${x} ${y})"><ellipse cy="${n(r * 1.02)}" rx="${n(r * 0.8)}" ry="${n(r * 0.14)}" fill="#000" opacity=".25"/>` +
            `<circle r="${r}" fill="${fill}"/><circle r="${n(r * 0.5)}" fill="#fff"/>` +
            `<text y="${n(r * 0.2)}" font-size="${n(r * 0.56)}" font-weight="900" fill="${c.ink}" text-anchor="middle" font-family="Arial,sans-serif">${label}</text></g>`,
        )
        .join('');
    }
    default: {
      // A gift with coins: welcome offers, rebates, registration.
      return (
        `<g transform="translate(604 168) rotate(${n(tilt)})">` +
        `<rect x="-84" y="-40" width="168" height="124" rx="12" fill="#000" opacity=".28" transform="translate(6 8)"/>` +
        `<rect x="-84" y="-40" width="168" height="124" rx="12" fill="url(#gift)"/>` +
        `<rect x="-98" y="-70" width="196" height="40" rx="10" fill="${c.accent}"/>` +
        `<rect x="-16" y="-70" width="32" height="154" fill="${c.primary}"/><rect x="-16" y="-70" width="32" height="154" fill="#fff" opacity=".18"/>` +
        `<path d="M0-70C-30-118-86-104-58-78C-44-66-18-70 0-70ZM0-70C30-118 86-104 58-78C44-66 18-70 0-70Z" fill="${c.primary}" stroke="${c.primaryLight}" stroke-width="3"/>` +
        `<rect x="-98" y="-70" width="196" height="10" rx="5" fill="#fff" opacity=".2"/></g>` +
        coin(500, 236, 30, c) +
        coin(700, 96, 24, c) +
        coin(712, 236, 20, c)
      );
    }
  }
}

/**
 * A 750x300 promo banner drawn per language and brand: a ground and highlights in the brand's
 * colours, a picture by banner group, the title (wrapped and shrunk to fit, in the language's
 * fonts) and a call-to-action pill. Deterministic: the same art gives the same bytes; every
 * word is escaped.
 */
export function bannerSvg(art: BannerArt): string {
  return cardSvg(art, (c, h) => picture(art.group, c, h));
}
