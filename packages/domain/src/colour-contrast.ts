/** Contrast of text colours against their background, as WCAG 2 measures it. */

/** The red, green and blue of #rgb, #rgba, #rrggbb or #rrggbbaa (alpha ignored); null for anything else. */
function channels(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const digits = hex.length <= 4 ? [...hex].map((d) => d + d) : (hex.match(/../g) ?? []);
  const [r = 0, g = 0, b = 0] = digits.map((pair) => parseInt(pair, 16));
  return [r, g, b];
}

/** WCAG 2's relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two hex colours, 1 to 21; null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = channels(a);
  const cb = channels(b);
  if (!ca || !cb) return null;
  const [light, dark] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text. */
const AA_TEXT = 4.5;

/**
 * A brand's text colour where it reads on this background (AA), else undefined: the theme's own
 * text colour then shows. A colour that is not hex cannot be measured, so it is not used either.
 */
export function legibleOn(colour: string | undefined, background: string): string | undefined {
  if (!colour) return undefined;
  const ratio = contrastRatio(colour, background);
  return ratio !== null && ratio >= AA_TEXT ? colour : undefined;
}
