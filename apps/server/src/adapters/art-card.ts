import { htmlLangOf, type InterfaceLanguage } from '@lobby/contract/constants';
import { type CardPalette, colours, type Colours } from './art-colours';
import { fitText, isTallScript, textWidth, truncateLine } from './banner-text-fit';
import { escapeXml, hash } from './svg';

// Our layout of drawn banner and promotion art: the ground, the brand, the title and the call to
// action on the left; each kind of art draws its own picture on the right.

/** The words and colours of a card: the same card (and picture) gives the same bytes. */
export interface CardText {
  /** Seeds the card's small variations (glow, sparkles). */
  id: string;
  language: InterfaceLanguage;
  title: string;
  callToAction: string;
  brandName: string;
  palette: CardPalette;
  /** The brand's body font, tried first for Latin text. */
  fontBody?: string | undefined;
}

/** Draws the picture on the right in the card's colours; `h` is the card's hash, for variations. */
export type CardPicture = (c: Colours, h: number) => string;

const WIDTH = 750;
const HEIGHT = 300;
/** The text column: left edge and width; the picture takes the right. */
const TEXT_X = 40;
const TEXT_WIDTH = 400;
const KICKER_SIZE = 15;
const PILL_HEIGHT = 50;

/** Numbers with one decimal at most, so the markup is stable and short. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

const FONTS: Partial<Record<InterfaceLanguage, string>> = {
  my: "'Noto Sans Myanmar','Myanmar Text','Pyidaungsu','Padauk','Myanmar Sangam MN',sans-serif",
  cn: "'PingFang SC','Noto Sans CJK SC','Noto Sans SC','Microsoft YaHei','Source Han Sans SC',sans-serif",
  ja: "'Hiragino Sans','Noto Sans CJK JP','Noto Sans JP','Yu Gothic','Meiryo',sans-serif",
  ko: "'Apple SD Gothic Neo','Noto Sans CJK KR','Noto Sans KR','Malgun Gothic',sans-serif",
  th: "'Noto Sans Thai','Thonburi','Leelawadee UI','Tahoma',sans-serif",
  hi: "'Noto Sans Devanagari','Kohinoor Devanagari','Nirmala UI','Mangal',sans-serif",
};
const LATIN_FONTS = "'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif";

const fontsFor = (art: CardText) =>
  FONTS[art.language] ?? (art.fontBody ? `${art.fontBody},${LATIN_FONTS}` : LATIN_FONTS);

/** A line with its numbers (100%, 1%, ၁၀) in the highlight colour. */
function highlightNumbers(line: string, colour: string): string {
  return line
    .split(/([0-9\u1040-\u1049]+(?:[.,][0-9\u1040-\u1049]+)?\s?%?)/u)
    .map((part, i) => (i % 2 === 1 ? `<tspan fill="${colour}">${escapeXml(part)}</tspan>` : escapeXml(part)))
    .join('');
}

/** A four-pointed sparkle centred on (x, y). */
export const sparkle = (x: number, y: number, r: number, fill: string, opacity: number) =>
  `<path d="M${n(x)} ${n(y - r)}Q${n(x + r * 0.18)} ${n(y - r * 0.18)} ${n(x + r)} ${n(y)}Q${n(x + r * 0.18)} ${n(y + r * 0.18)} ${n(x)} ${n(y + r)}Q${n(x - r * 0.18)} ${n(y + r * 0.18)} ${n(x - r)} ${n(y)}Q${n(x - r * 0.18)} ${n(y - r * 0.18)} ${n(x)} ${n(y - r)}Z" fill="${fill}" opacity="${opacity}"/>`;

/** A coin at (x, y), seen a little from the side. */
export const coin = (x: number, y: number, r: number, c: Colours) =>
  `<g transform="translate(${n(x)} ${n(y)})"><ellipse cy="${n(r * 0.16)}" rx="${r}" ry="${n(r * 0.92)}" fill="${c.primaryDeep}"/>` +
  `<ellipse rx="${r}" ry="${n(r * 0.92)}" fill="url(#coin)"/><ellipse rx="${n(r * 0.66)}" ry="${n(r * 0.6)}" fill="none" stroke="${c.primaryLight}" stroke-width="3"/>` +
  `<path d="M${n(-r * 0.2)} ${n(-r * 0.3)}h${n(r * 0.4)}M0 ${n(-r * 0.42)}v${n(r * 0.84)}M${n(-r * 0.2)} ${n(r * 0.3)}h${n(r * 0.4)}" stroke="${c.primaryDeep}" stroke-width="${n(r * 0.14)}" stroke-linecap="round"/></g>`;

interface Laid {
  markup: string;
  height: number;
}

/** The title, wrapped and sized to the text column (Burmese and other tall scripts get taller lines). */
function titleBlock(art: CardText, c: Colours, top: number, fonts: string): Laid {
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
function pill(art: CardText, c: Colours, top: number, fonts: string): string {
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
export function cardSvg(art: CardText, picture: CardPicture): string {
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
    `<g class="picture">${picture(c, h)}</g>` +
    `<rect x="${TEXT_X}" y="${top + 5}" width="22" height="4" rx="2" fill="${c.highlight}"/>` +
    `<text x="${TEXT_X + 32}" y="${top + KICKER_SIZE - 2}" font-size="${KICKER_SIZE}" font-weight="700" fill="${c.kicker}" letter-spacing="${latinBrand ? 2.4 : 0}" font-family="${escapeXml(fonts)}">${escapeXml(brand)}</text>` +
    title.markup +
    pill(art, c, pillTop, fonts) +
    `</svg>`
  );
}
