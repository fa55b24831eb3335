// Our vendor logos: a badge in the vendor's own colour with its name in the display font, drawn as outlines.
import { fitText, textPaths } from './display-text';
import { escapeXml, hash } from './svg';

/**
 * The vendor's colour from its name, the same on its logo and on its games' tiles: a hue, and a
 * lightness scale that darkens yellows and greens so white letters stand out on them too.
 */
export function vendorColour(name: string): { hue: number; tone: (lightness: number) => string } {
  const hue = hash(name.toUpperCase()) % 360;
  const scale = hue > 40 && hue < 200 ? 0.78 : 1;
  return { hue, tone: (lightness) => `hsl(${hue},85%,${Math.round(lightness * scale)}%)` };
}

/** The badge outlines on the 200x60 board: a plaque with cut ends, a pill, a shield-like banner. */
const SHAPES = [
  'M4 30 20 5H180L196 30 180 55H20Z',
  'M32 5H168A25 25 0 0 1 168 55H32A25 25 0 0 1 32 5Z',
  'M6 5H194L186 30 194 55H6L14 30Z',
];
/** Inner lines of the same shapes, 4 units in. */
const INNER = [
  'M9 30 22.5 9.5H177.5L191 30 177.5 50.5H22.5Z',
  'M32 9.5H168A20.5 20.5 0 0 1 168 50.5H32A20.5 20.5 0 0 1 32 9.5Z',
  'M12 9.5H188L181.5 30 188 50.5H12L18.5 30Z',
];

const logos = new Map<string, string>();
const LOGO_CACHE_MAX = 200;

/**
 * A vendor's logo as SVG, 200x60 on a transparent background, for the vendor icon strip
 * (`{vendorIconCDN}/{vendorCode}-WHITE.png`, spec section 2): a glossy badge in the vendor's
 * colour with a gold rim, and its name in white display type. The letters are outlines, so the
 * logo looks the same in every browser and needs no font.
 */
export function vendorLogoSvg(name: string): string {
  const hit = logos.get(name);
  if (hit) return hit;
  const { tone } = vendorColour(name);
  const shape = hash(`shape:${name}`) % SHAPES.length;
  const text = fitText(name, { cx: 100, cy: 30, width: 146, height: 30, oneLineSize: 34, twoLineSize: 20 });
  const ink = tone(16);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" width="200" height="60" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    '<defs>' +
    `<linearGradient id="f" x2="0" y2="1"><stop stop-color="${tone(62)}"/><stop offset=".55" stop-color="${tone(42)}"/><stop offset="1" stop-color="${tone(26)}"/></linearGradient>` +
    '<linearGradient id="r" x2="0" y2="1"><stop stop-color="#fff6c4"/><stop offset=".45" stop-color="#f5c33b"/><stop offset="1" stop-color="#9a6200"/></linearGradient>' +
    `<clipPath id="c"><path d="${SHAPES[shape]}"/></clipPath>` +
    '</defs>' +
    `<path d="${SHAPES[shape]}" fill="url(#f)" stroke="url(#r)" stroke-width="3.5" stroke-linejoin="round"/>` +
    // Gloss on the upper half, as on an enamel badge.
    '<ellipse cx="100" cy="6" rx="110" ry="24" fill="#fff" fill-opacity=".22" clip-path="url(#c)"/>' +
    `<path d="${INNER[shape]}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="1"/>` +
    textPaths(text, { fill: ink, dy: 2.2, opacity: 0.6 }) +
    textPaths(text, { fill: '#fff', outline: { colour: ink, width: 3 } }) +
    '</svg>';
  if (logos.size >= LOGO_CACHE_MAX) logos.clear();
  logos.set(name, svg);
  return svg;
}
