import { htmlLangOf, type InterfaceLanguage } from '@lobby/contract/constants';
import { fitText, isTallScript, textWidth, truncateLine } from './banner-text-fit';
import { escapeXml, hash } from './svg';

/**
 * What the art looks like besides its inputs: a change here changes every banner's address (the
 * fingerprint includes it), so cached pictures are not kept past a new design.
 */
export const BANNER_ART_VERSION = 2;

/** The brand colours a banner is painted with (its theme's tokens, as #rgb or #rrggbb[aa]). */
export interface BannerPalette {
  primary: string;
  primaryText: string;
  accent: string;
  background: string;
  surface: string;
}

/** Everything a banner's picture is drawn from: the same art gives the same bytes. */
export interface BannerArt {
  id: string;
  /** m_home, m_rng, ...: picks the picture on the right. */
  group: string;
  language: InterfaceLanguage;
  title: string;
  callToAction: string;
  brandName: string;
  palette: BannerPalette;
  /** The brand's body font, tried first for Latin text. */
  fontBody?: string | undefined;
}

const WIDTH = 750;
const HEIGHT = 300;
/** The text column: left edge and width; the picture takes the right. */
const TEXT_X = 40;
const TEXT_WIDTH = 400;
const KICKER_SIZE = 15;
const PILL_HEIGHT = 50;

type Rgb = [number, number, number];

/** #rgb, #rgba, #rrggbb or #rrggbbaa as RGB (alpha ignored); anything else is `fallback`. */
function rgbOf(colour: string, fallback: Rgb): Rgb {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(colour.trim());
  if (!m?.[1]) return fallback;
  const hex = m[1].length <= 4 ? [...m[1].slice(0, 3)].map((c) => c + c).join('') : m[1].slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** WCAG relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const BLACK: Rgb = [5, 7, 13];
const WHITE: Rgb = [255, 255, 255];

/** Lightens a colour until it reads on `ink` (contrast 4.5), keeping its hue. */
function readableOn(colour: Rgb, ink: Rgb): Rgb {
  for (let t = 0; t <= 1; t += 0.1) {
    const c = mix(colour, WHITE, t);
    if (contrast(c, ink) >= 4.5) return c;
  }
  return WHITE;
}

/** The colours of the art, all derived from the brand's: a deep ground of its own hues, bright marks. */
function colours(palette: BannerPalette) {
  const primary = rgbOf(palette.primary, [245, 184, 46]);
  const accent = rgbOf(palette.accent, [53, 194, 255]);
  const background = rgbOf(palette.background, [15, 20, 32]);
  // A dark theme's page colour is the ground; a light theme's primary, deepened, is.
  const ink = luminance(background) < 0.08 ? background : mix(primary, BLACK, 0.82);
  let pillText = rgbOf(palette.primaryText, [26, 19, 0]);
  if (contrast(pillText, primary) < 3) pillText = contrast(WHITE, primary) >= contrast(BLACK, primary) ? WHITE : BLACK;
  return {
    ink: hex(ink),
    groundStart: hex(mix(ink, primary, 0.2)),
    groundEnd: hex(mix(ink, accent, 0.26)),
    primary: hex(primary),
    primaryLight: hex(mix(primary, WHITE, 0.35)),
    primaryDeep: hex(mix(primary, BLACK, 0.45)),
    accent: hex(accent),
    accentLight: hex(mix(accent, WHITE, 0.4)),
    accentDeep: hex(mix(accent, BLACK, 0.45)),
    highlight: hex(readableOn(primary, ink)),
    kicker: hex(readableOn(accent, ink)),
    pillText: hex(pillText),
  };
}
type Colours = ReturnType<typeof colours>;

/** Numbers with one decimal at most, so the markup is stable and short. */
const n = (value: number) => String(Math.round(value * 10) / 10);

const FONTS: Partial<Record<InterfaceLanguage, string>> = {
  my: "'Noto Sans Myanmar','Myanmar Text','Pyidaungsu','Padauk','Myanmar Sangam MN',sans-serif",
  cn: "'PingFang SC','Noto Sans CJK SC','Noto Sans SC','Microsoft YaHei','Source Han Sans SC',sans-serif",
  ja: "'Hiragino Sans','Noto Sans CJK JP','Noto Sans JP','Yu Gothic','Meiryo',sans-serif",
  ko: "'Apple SD Gothic Neo','Noto Sans CJK KR','Noto Sans KR','Malgun Gothic',sans-serif",
  th: "'Noto Sans Thai','Thonburi','Leelawadee UI','Tahoma',sans-serif",
  hi: "'Noto Sans Devanagari','Kohinoor Devanagari','Nirmala UI','Mangal',sans-serif",
};
const LATIN_FONTS = "'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif";

const fontsFor = (art: BannerArt) =>
  FONTS[art.language] ?? (art.fontBody ? `${art.fontBody},${LATIN_FONTS}` : LATIN_FONTS);

/** A line with its numbers (100%, 1%, ၁၀) in the highlight colour. */
function highlightNumbers(line: string, colour: string): string {
  return line
    .split(/([0-9\u1040-\u1049]+(?:[.,][0-9\u1040-\u1049]+)?\s?%?)/u)
    .map((part, i) => (i % 2 === 1 ? `<tspan fill="${colour}">${escapeXml(part)}</tspan>` : escapeXml(part)))
    .join('');
}

/** A regular pentagon's path centred on (x, y), one corner at `angle` degrees. */
function pentagon(x: number, y: number, r: number, angle: number): string {
  const corners = [0, 1, 2, 3, 4].map((k) => {
    const rad = ((angle + 72 * k) * Math.PI) / 180;
    return `${n(x + Math.cos(rad) * r)} ${n(y + Math.sin(rad) * r)}`;
  });
  return `M${corners.join('L')}Z`;
}

/** A four-pointed sparkle centred on (x, y). */
const sparkle = (x: number, y: number, r: number, fill: string, opacity: number) =>
  `<path d="M${n(x)} ${n(y - r)}Q${n(x + r * 0.18)} ${n(y - r * 0.18)} ${n(x + r)} ${n(y)}Q${n(x + r * 0.18)} ${n(y + r * 0.18)} ${n(x)} ${n(y + r)}Q${n(x - r * 0.18)} ${n(y + r * 0.18)} ${n(x - r)} ${n(y)}Q${n(x - r * 0.18)} ${n(y - r * 0.18)} ${n(x)} ${n(y - r)}Z" fill="${fill}" opacity="${opacity}"/>`;

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

/** A coin at (x, y), seen a little from the side. */
const coin = (x: number, y: number, r: number, c: Colours) =>
  `<g transform="translate(${n(x)} ${n(y)})"><ellipse cy="${n(r * 0.16)}" rx="${r}" ry="${n(r * 0.92)}" fill="${c.primaryDeep}"/>` +
  `<ellipse rx="${r}" ry="${n(r * 0.92)}" fill="url(#coin)"/><ellipse rx="${n(r * 0.66)}" ry="${n(r * 0.6)}" fill="none" stroke="${c.primaryLight}" stroke-width="3"/>` +
  `<path d="M${n(-r * 0.2)} ${n(-r * 0.3)}h${n(r * 0.4)}M0 ${n(-r * 0.42)}v${n(r * 0.84)}M${n(-r * 0.2)} ${n(r * 0.3)}h${n(r * 0.4)}" stroke="${c.primaryDeep}" stroke-width="${n(r * 0.14)}" stroke-linecap="round"/></g>`;

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

interface Laid {
  markup: string;
  height: number;
}

/** The title, wrapped and sized to the text column (Burmese and other tall scripts get taller lines). */
function titleBlock(art: BannerArt, c: Colours, top: number, fonts: string): Laid {
  const tall = isTallScript(art.title);
  const fit = fitText(art.title, {
    width: TEXT_WIDTH,
    height: tall ? 156 : 150,
    maxFontSize: tall ? 40 : 54,
    minFontSize: tall ? 20 : 22,
    maxLines: 3,
    leading: tall ? 1.5 : 1.12,
  });
  const { fontSize, lineHeight } = fit;
  const lines = fit.lines
    .map((line, i) => {
      const y = top + i * lineHeight + (lineHeight + fontSize * 0.7) / 2;
      return (
        `<text x="${TEXT_X + 2}" y="${n(y + 3)}" font-size="${fontSize}" fill="#000" opacity=".35">${escapeXml(line)}</text>` +
        `<text x="${TEXT_X}" y="${n(y)}" font-size="${fontSize}" fill="#fff">${highlightNumbers(line, c.highlight)}</text>`
      );
    })
    .join('');
  return {
    markup: `<g font-family="${escapeXml(fonts)}" font-weight="800" class="title">${lines}</g>`,
    height: fit.lines.length * lineHeight,
  };
}

/** The call to action: a pill in the brand's primary colour with its words and an arrow. */
function pill(art: BannerArt, c: Colours, top: number, fonts: string): string {
  const tall = isTallScript(art.callToAction);
  const maxText = 250;
  let size = tall ? 19 : 21;
  while (size > 13 && textWidth(art.callToAction) * size > maxText) size -= 1;
  const words = truncateLine(art.callToAction, maxText / size);
  const textW = textWidth(words) * size + (tall ? 0 : words.length * 0.8);
  const width = Math.max(178, Math.round(textW + 28 + 44 + 14));
  const cy = top + PILL_HEIGHT / 2;
  const arrowX = TEXT_X + width - 30;
  return (
    `<g class="cta">` +
    `<rect x="${TEXT_X}" y="${n(top + 5)}" width="${width}" height="${PILL_HEIGHT}" rx="25" fill="#000" opacity=".35"/>` +
    `<rect x="${TEXT_X}" y="${n(top)}" width="${width}" height="${PILL_HEIGHT}" rx="25" fill="url(#pill)" stroke="${c.primaryLight}" stroke-width="2"/>` +
    `<rect x="${TEXT_X + 10}" y="${n(top + 4)}" width="${width - 20}" height="16" rx="8" fill="#fff" opacity=".2"/>` +
    `<text x="${TEXT_X + 26}" y="${n(cy + size * 0.36)}" font-size="${size}" font-weight="800" fill="${c.pillText}" font-family="${escapeXml(fonts)}"${tall ? '' : ' letter-spacing=".8"'}>${escapeXml(words)}</text>` +
    `<circle cx="${arrowX}" cy="${n(cy)}" r="16" fill="${c.pillText}"/>` +
    `<path d="M${arrowX - 5} ${n(cy - 8)}L${arrowX + 7} ${n(cy)}L${arrowX - 5} ${n(cy + 8)}Z" fill="${c.primary}"/>` +
    `</g>`
  );
}

/**
 * A 750x300 promo banner drawn per language and brand: a ground and highlights in the brand's
 * colours, a picture by banner group, the title (wrapped and shrunk to fit, in the language's
 * fonts) and a call-to-action pill. Deterministic: the same art gives the same bytes; every
 * word is escaped.
 */
export function bannerSvg(art: BannerArt): string {
  const c = colours(art.palette);
  const h = hash(art.id);
  const fonts = fontsFor(art);
  const latinBrand = /^[ -\u024f]*$/u.test(art.brandName);
  const brand = truncateLine(latinBrand ? art.brandName.toUpperCase() : art.brandName, (TEXT_WIDTH - 34) / 17);

  // The column's height decides where it starts: kicker, gap, title, gap, pill, centred.
  const probe = titleBlock(art, c, 0, fonts);
  const blockHeight = KICKER_SIZE + 14 + probe.height + 20 + PILL_HEIGHT;
  const top = Math.max(18, Math.round((HEIGHT - blockHeight) / 2));
  const title = titleBlock(art, c, top + KICKER_SIZE + 14, fonts);
  const pillTop = top + KICKER_SIZE + 14 + title.height + 20;

  const glowX = 560 + (h % 90);
  const sparkles = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 470 + ((h >> (i * 3)) % 260);
      const y = 24 + ((h >> (i * 4 + 2)) % 250);
      return sparkle(x, y, 7 + ((h >> i) % 9), i % 2 ? c.highlight : '#fff', 0.55 + (i % 3) * 0.15);
    })
    .join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" xml:lang="${htmlLangOf(art.language)}">` +
    `<title>${escapeXml(art.title)}</title>` +
    `<defs>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.groundStart}"/><stop offset="1" stop-color="${c.groundEnd}"/></linearGradient>` +
    `<radialGradient id="glowP"><stop offset="0" stop-color="${c.primary}" stop-opacity=".6"/><stop offset="1" stop-color="${c.primary}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glowA"><stop offset="0" stop-color="${c.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.ink}" stop-opacity=".75"/><stop offset=".62" stop-color="${c.ink}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="pill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.primaryLight}"/><stop offset=".55" stop-color="${c.primary}"/></linearGradient>` +
    `<linearGradient id="gift" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.accentLight}"/><stop offset="1" stop-color="${c.accentDeep}"/></linearGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.primaryLight}"/><stop offset="1" stop-color="${c.primaryDeep}"/></linearGradient>` +
    `<radialGradient id="coin" cx=".35" cy=".3"><stop offset="0" stop-color="${c.primaryLight}"/><stop offset="1" stop-color="${c.primary}"/></radialGradient>` +
    `<radialGradient id="ball" cx=".35" cy=".3"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#c9cfdb"/></radialGradient>` +
    `<radialGradient id="fish" cx=".35" cy=".3"><stop offset="0" stop-color="${c.primaryLight}"/><stop offset="1" stop-color="${c.primaryDeep}"/></radialGradient>` +
    `<radialGradient id="ballA" cx=".35" cy=".3"><stop offset="0" stop-color="${c.accentLight}"/><stop offset="1" stop-color="${c.accentDeep}"/></radialGradient>` +
    `<radialGradient id="ballP" cx=".35" cy=".3"><stop offset="0" stop-color="${c.primaryLight}"/><stop offset="1" stop-color="${c.primaryDeep}"/></radialGradient>` +
    `<radialGradient id="ballW" cx=".35" cy=".3"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#aab2c2"/></radialGradient>` +
    `</defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#ground)"/>` +
    `<g fill="#fff" opacity=".06"><path d="M${glowX - 40} -10L${glowX + 60} -10L${glowX - 160} 310L${glowX - 300} 310Z"/><path d="M${glowX + 110} -10L${glowX + 150} -10L${glowX + 10} 310L${glowX - 50} 310Z"/></g>` +
    `<circle cx="${glowX}" cy="130" r="250" fill="url(#glowP)"/>` +
    `<circle cx="${430 + (h % 60)}" cy="300" r="210" fill="url(#glowA)"/>` +
    `<circle cx="${glowX + 20}" cy="150" r="128" fill="none" stroke="${c.primaryLight}" stroke-opacity=".22" stroke-width="2"/>` +
    `<circle cx="${glowX + 20}" cy="150" r="148" fill="none" stroke="${c.accentLight}" stroke-opacity=".14" stroke-width="10" stroke-dasharray="2 18"/>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>` +
    `<path d="M0 ${HEIGHT}L0 ${HEIGHT - 18}Q${WIDTH / 2} ${HEIGHT - 46} ${WIDTH} ${HEIGHT - 14}L${WIDTH} ${HEIGHT}Z" fill="${c.accent}" opacity=".16"/>` +
    sparkles +
    picture(art.group, c, h) +
    `<rect x="${TEXT_X}" y="${top + 5}" width="22" height="4" rx="2" fill="${c.highlight}"/>` +
    `<text x="${TEXT_X + 32}" y="${top + KICKER_SIZE - 2}" font-size="${KICKER_SIZE}" font-weight="700" fill="${c.kicker}" letter-spacing="${latinBrand ? 2.4 : 0}" font-family="${escapeXml(fonts)}">${escapeXml(brand)}</text>` +
    title.markup +
    pill(art, c, pillTop, fonts) +
    `</svg>`
  );
}
