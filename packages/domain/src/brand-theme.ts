import { DEFAULT_PALETTES, type BrandTheme, type ThemeColorToken } from '@lobby/contract';

type Tokens = Readonly<Partial<Record<string, string | undefined>>>;

const declarations = (tokens: Tokens) =>
  Object.entries(tokens)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => `--${name}:${value}`);

/**
 * The brand's tokens as a style sheet over ui's tokens.css: only what the brand changes, so a
 * brand on the defaults costs no bytes. `:root:root` outranks tokens.css whatever the order.
 */
export function brandStyleSheet(theme: BrandTheme): string {
  const root = [
    ...declarations(theme.dark),
    ...declarations(theme.metrics),
    ...(theme.fontBody ? [`--font-body:${theme.fontBody}`] : []),
  ];
  const light = declarations(theme.light);
  return [
    root.length ? `:root:root{${root.join(';')}}` : '',
    light.length ? `:root:root[data-theme='light']{${light.join(';')}}` : '',
  ].join('');
}

/** A colour token's value in a theme: the brand's, else ui's. */
export const brandColour = (theme: BrandTheme, mode: 'dark' | 'light', token: ThemeColorToken): string =>
  theme[mode][token] ?? DEFAULT_PALETTES[mode][token];

/** The browser chrome's colour in a theme: the brand's page background, else ui's. */
export const brandThemeColor = (theme: BrandTheme, mode: 'dark' | 'light'): string =>
  brandColour(theme, mode, 'color-bg');
