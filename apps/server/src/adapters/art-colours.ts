// Our colour rules for drawn banner and promotion art: every colour comes from the brand's own.

/** The brand colours a picture is painted with (its theme's tokens, as #rgb or #rrggbb[aa]). */
export interface CardPalette {
  primary: string;
  primaryText: string;
  accent: string;
  background: string;
  surface: string;
}

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
export function colours(palette: CardPalette) {
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
export type Colours = ReturnType<typeof colours>;
