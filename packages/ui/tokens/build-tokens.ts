import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import StyleDictionary from 'style-dictionary';
import type { Config, DesignToken, TransformedToken } from 'style-dictionary/types';

/** The token files: the default look (dark), the light theme's colours, and the brands' overrides. */
export const TOKENS_DIR = import.meta.dirname;
export const BASE_FILE = path.join(TOKENS_DIR, 'base.tokens.json');
export const LIGHT_FILE = path.join(TOKENS_DIR, 'theme-light.tokens.json');
export const BRANDS_DIR = path.join(TOKENS_DIR, 'brands');
/** The built sheet, committed: Storybook, the apps and vitest read it with no build step. */
export const THEME_CSS_FILE = path.join(TOKENS_DIR, '..', 'src', 'theme', 'tokens.css');

/** A brand's folder holds these: overrides in both themes (metrics, font), and per theme (colours). */
export const BRAND_FILES = { both: 'brand.tokens.json', dark: 'dark.tokens.json', light: 'light.tokens.json' } as const;

/** Groups kept out of tokens.css: media queries cannot read custom properties, and the ramp's parts are there. */
const NOT_IN_CSS = new Set(['breakpoint', 'type']);

const HEADER = `/* Generated from @lobby/ui's tokens/*.tokens.json (W3C design tokens) by \`pnpm --filter @lobby/ui tokens\`:
   edit those files, not this one. Dark is the default, light on [data-theme='light']. Brands override these. */`;

const dtcgValue = (token: DesignToken) => token.$value as unknown;
type Shadow = { color: unknown };
const isDimensionObject = (value: unknown): value is { value: number; unit: string } =>
  typeof value === 'object' && value !== null && 'value' in value && 'unit' in value;

/** Style Dictionary's own colour transform: the shadows' colours are written as the colours are. */
const colourTransform = StyleDictionary.hooks.transforms['color/css'];

/**
 * Style Dictionary's CSS transforms for the DTCG types we use, and two of our own: `duration`
 * (the library has none for DTCG 2025.10's `{ value, unit }` durations yet) and the colour inside
 * a shadow (else written in colorjs.io's own notation).
 */
const config = (include: string[], source: string[], selector: string, colorScheme?: string): Config => ({
  include,
  source,
  usesDtcg: true,
  log: { verbosity: 'silent', warnings: 'disabled' },
  hooks: {
    transforms: {
      'duration/css': {
        type: 'value',
        filter: (token) => token.$type === 'duration',
        transform: (token) => {
          const value = dtcgValue(token);
          return isDimensionObject(value) ? `${value.value}${value.unit}` : value;
        },
      },
      'shadow/color-css': {
        type: 'value',
        filter: (token) => token.$type === 'shadow',
        transform: async (token, platform, options) => {
          const value = dtcgValue(token) as Shadow | Shadow[];
          const written = await Promise.all(
            (Array.isArray(value) ? value : [value]).map(async (shadow) => ({
              ...shadow,
              color: await colourTransform?.transform(
                { ...token, $type: 'color', $value: shadow.color },
                platform,
                options,
              ),
            })),
          );
          return Array.isArray(value) ? written : written[0];
        },
      },
    },
    formats: {
      // One rule of custom properties (and the color-scheme the theme asks the browser for).
      'css/rule': ({ dictionary }) =>
        [
          `${selector} {`,
          ...(colorScheme ? [`  color-scheme: ${colorScheme};`] : []),
          ...dictionary.allTokens.map((token) => `  --${token.name}: ${String(token.$value)};`),
          '}',
        ].join('\n'),
    },
  },
  platforms: {
    css: {
      transforms: [
        'name/kebab',
        'size/rem', // keeps a dimension's own unit (px)
        'color/css',
        'fontFamily/css',
        'cubicBezier/css',
        'shadow/color-css',
        'shadow/css/shorthand',
        'duration/css',
      ],
      files: [
        {
          destination: 'tokens.css',
          format: 'css/rule',
          filter: (token: TransformedToken) => token.isSource && !NOT_IN_CSS.has(token.path[0] ?? ''),
        },
      ],
    },
  },
});

/** One CSS rule of the tokens of `source` (resolved against `include`), as Style Dictionary writes it. */
async function rule(include: string[], source: string[], selector: string, colorScheme?: string): Promise<string> {
  const dictionary = new StyleDictionary(config(include, source, selector, colorScheme));
  const [file] = await dictionary.formatPlatform('css');
  return typeof file?.output === 'string' ? file.output : '';
}

/** CSS in the house format (the repository's Prettier settings), so the built file passes its check. */
const formatted = async (css: string) =>
  format(css, { ...(await resolveConfig(THEME_CSS_FILE)), filepath: THEME_CSS_FILE });

/** The text of src/theme/tokens.css: every token of the default look, and the light theme's colours. */
export async function themeCss(): Promise<string> {
  const dark = await rule([], [BASE_FILE], ':root', 'dark');
  const light = await rule([BASE_FILE], [LIGHT_FILE], ":root[data-theme='light']", 'light');
  return formatted(`${HEADER}\n${dark}\n\n${light}\n`);
}

const brandFile = (dir: string, which: keyof typeof BRAND_FILES) => {
  const file = path.join(dir, BRAND_FILES[which]);
  return existsSync(file) ? [file] : [];
};

/**
 * A brand's overrides as a style sheet over tokens.css, in the selectors `brandStyleSheet` of
 * @lobby/domain writes (`:root:root` outranks tokens.css whatever the order of the sheets).
 */
export async function brandCss(dir: string): Promise<string> {
  const both = await rule([BASE_FILE], [...brandFile(dir, 'dark'), ...brandFile(dir, 'both')], ':root:root');
  const light = await rule([BASE_FILE, LIGHT_FILE], brandFile(dir, 'light'), ":root:root[data-theme='light']");
  // A rule with no declaration is left out: a brand on the defaults costs no bytes.
  return formatted([both, light].filter((block) => block.includes('--')).join('\n\n'));
}

/** The tokens a brand's files set, by CSS name (`color-bg`), with their CSS values. */
async function brandTokens(dir: string, which: keyof typeof BRAND_FILES): Promise<Record<string, string>> {
  const source = brandFile(dir, which);
  if (source.length === 0) return {};
  const include = which === 'light' ? [BASE_FILE, LIGHT_FILE] : [BASE_FILE];
  const { allTokens } = await new StyleDictionary(config(include, source, ':root')).getPlatformTokens('css');
  return Object.fromEntries(allTokens.filter((t) => t.isSource).map((t) => [t.name, String(t.$value)]));
}

/** The brand's metadata, kept in its brand.tokens.json under `$extensions`. */
export const BRAND_EXTENSION = 'com.lobby-platform.brand';

/**
 * A brand's tokens as the `theme` of its brand file (`npm run brand`, @lobby/contract's
 * brandThemeSchema): palettes per theme, metrics, body font and first theme.
 */
export async function brandTheme(dir: string) {
  const [dark, light, both] = await Promise.all([
    brandTokens(dir, 'dark'),
    brandTokens(dir, 'light'),
    brandTokens(dir, 'both'),
  ]);
  const { 'font-body': fontBody, ...metrics } = both;
  const meta = brandFile(dir, 'both').map(
    (file) => JSON.parse(readFileSync(file, 'utf8')) as { $extensions?: Record<string, unknown> },
  )[0];
  const extension = meta?.$extensions?.[BRAND_EXTENSION] as { defaultTheme?: 'dark' | 'light' } | undefined;
  return {
    defaultTheme: extension?.defaultTheme ?? 'dark',
    dark,
    light,
    metrics,
    ...(fontBody ? { fontBody } : {}),
  };
}
