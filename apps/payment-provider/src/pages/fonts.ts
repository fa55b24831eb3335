import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Noto Sans Myanmar (Unicode Burmese), served from our own origin: phones without a Unicode
 * Myanmar font (or with a Zawgyi one) still show the Burmese pages right. Only the Myanmar
 * block's subset, loaded by the browser only when a page has Burmese text (unicode-range).
 */
const FILES: Record<string, string> = {
  'noto-sans-myanmar-400.woff2': '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff2',
  'noto-sans-myanmar-700.woff2': '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-700-normal.woff2',
};

const require = createRequire(import.meta.url);
const cache = new Map<string, Buffer>();

/** A font file by its name under /assets/, or null. */
export async function fontFile(name: string): Promise<Buffer | null> {
  const spec = FILES[name];
  if (!spec) return null;
  const cached = cache.get(name);
  if (cached) return cached;
  const bytes = await readFile(require.resolve(spec));
  cache.set(name, bytes);
  return bytes;
}

const RANGE = 'U+1000-109F,U+200C-200D,U+25CC,U+A92E,U+A9E0-A9FE,U+AA60-AA7F,U+116D0-116E3';

export const FONT_CSS = [400, 700]
  .map(
    (weight) =>
      `@font-face{font-family:"LocalPay Myanmar";font-style:normal;font-display:swap;font-weight:${weight};src:url(/assets/noto-sans-myanmar-${weight}.woff2) format("woff2");unicode-range:${RANGE}}`,
  )
  .join('\n');
