// @vitest-environment node
// (Style Dictionary reads the token files from disk only where it sees no `window`.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  brandThemeSchema,
  DEFAULT_PALETTES,
  DEMO_BRAND,
  SECOND_BRAND,
  THEME_COLOR_TOKENS,
  THEME_METRIC_TOKENS,
} from '@lobby/contract';
import { brandStyleSheet } from '@lobby/domain';
import { defineConfig, parse } from '@terrazzo/parser';
import { describe, expect, it } from 'vitest';
import { colourCss, fileMeta, flattenTokens } from '../../.storybook/token-sheet';
import {
  BASE_FILE,
  BRAND_EXTENSION,
  BRANDS_DIR,
  brandCss,
  brandTheme,
  LIGHT_FILE,
  THEME_CSS_FILE,
  themeCss,
  TOKENS_DIR,
} from '../../tokens/build-tokens';

const css = readFileSync(THEME_CSS_FILE, 'utf8');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as object;

/** The custom properties of one rule of a style sheet, by name without the dashes. */
function block(sheet: string, selector: string): Record<string, string> {
  const start = sheet.indexOf(`${selector} {`) >= 0 ? sheet.indexOf(`${selector} {`) : sheet.indexOf(`${selector}{`);
  if (start < 0) return {};
  const body = sheet.slice(sheet.indexOf('{', start) + 1, sheet.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/--([\w-]+):\s*([^;]+)/g)].map((m) => [m[1], m[2]?.replace(/\s+/g, ' ').trim()]),
  );
}

const dark = block(css, ':root');
const light = { ...dark, ...block(css, ":root[data-theme='light']") };
const brandDirs = readdirSync(BRANDS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
const tokenFiles = readdirSync(TOKENS_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tokens.json'))
  .map((file) => path.join(TOKENS_DIR, file));

describe('tokens.css', () => {
  it('is what Style Dictionary builds from the token files (pnpm --filter @lobby/ui tokens rewrites it)', async () => {
    expect(css).toBe(await themeCss());
  });

  it('declares every token a brand may set; the light theme changes colours only', () => {
    expect(Object.keys(dark)).toEqual(
      expect.arrayContaining([...THEME_COLOR_TOKENS, ...THEME_METRIC_TOKENS, 'font-body']),
    );
    const colours: readonly string[] = THEME_COLOR_TOKENS;
    expect(Object.keys(block(css, ":root[data-theme='light']")).filter((name) => !colours.includes(name))).toEqual([]);
  });

  it('says what the docs page shows: every value as the token files hold it', () => {
    const shown = (file: string) =>
      Object.fromEntries(flattenTokens(readJson(file)).map((token) => [token.name, token.css]));
    const docs = { ...shown(BASE_FILE) };
    for (const [name, value] of Object.entries(dark)) expect([name, docs[name]]).toEqual([name, value]);
    const docsLight = { ...docs, ...shown(LIGHT_FILE) };
    for (const [name, value] of Object.entries(light)) expect([name, docsLight[name]]).toEqual([name, value]);
  });
});

describe('the token files and the brand contract', () => {
  it.each(['dark', 'light'] as const)("hold the contract's default palette in %s", (mode) => {
    const base = flattenTokens(readJson(BASE_FILE));
    const palette = Object.fromEntries(
      [...base, ...(mode === 'light' ? flattenTokens(readJson(LIGHT_FILE)) : [])].map((t) => [t.name, t.css]),
    );
    for (const name of THEME_COLOR_TOKENS) expect([name, palette[name]]).toEqual([name, DEFAULT_PALETTES[mode][name]]);
  });

  it.each([
    ['lobby', DEMO_BRAND],
    ['lotus-play', SECOND_BRAND],
  ] as const)("hold demo brand %s's theme as its brand file does", async (folder, brand) => {
    const dir = path.join(BRANDS_DIR, folder);
    expect(await brandTheme(dir)).toEqual(brandThemeSchema.parse(brand.theme));
    const meta = fileMeta(readJson(path.join(dir, 'brand.tokens.json'))).extensions[BRAND_EXTENSION];
    expect(meta).toMatchObject({ name: brand.name });
  });

  it.each(brandDirs.map((entry) => entry.name))(
    "build brand %s's overrides as @lobby/domain writes them from its theme",
    async (folder) => {
      const dir = path.join(BRANDS_DIR, folder);
      const theme = brandThemeSchema.parse(await brandTheme(dir));
      const fromDomain = brandStyleSheet(theme);
      const built = await brandCss(dir);
      for (const selector of [':root:root', ":root:root[data-theme='light']"])
        expect(block(built, selector)).toEqual(block(fromDomain, selector));
    },
  );
});

describe('every token file', () => {
  const config = defineConfig({}, { cwd: new URL(`file://${TOKENS_DIR}/`) });

  it.each(tokenFiles.map((file) => [path.relative(TOKENS_DIR, file), file]))(
    '%s is valid DTCG 2025.10: a type for every token, a value of that type',
    async (_name, file) => {
      const filename = new URL(`file://${file}`);
      // The DTCG parser of Terrazzo lints every value against its type and throws on the first wrong one.
      const { tokens } = await parse([{ filename, src: readFileSync(file, 'utf8') }], { config });
      for (const token of Object.values(tokens))
        expect([token.id, token.$type]).toEqual([token.id, expect.any(String)]);
      // A colour's hex fallback is the colour its components say.
      for (const token of flattenTokens(readJson(file)).filter((t) => t.type === 'color')) {
        const value = token.value as { components: number[]; hex?: string };
        if (value.hex)
          expect([token.name, colourCss({ components: value.components })]).toEqual([token.name, value.hex]);
      }
    },
  );
});
