/**
 * The design tokens as tokens.css declares them (read as text, so the docs page never drifts from
 * the sheet): each custom property with its dark value, its light value and the comment above it.
 */
export interface Token {
  name: string;
  dark: string;
  /** The light theme's value, where it differs. */
  light?: string;
  /** The sheet's comment just above the declaration, if any. */
  note?: string;
}

const DECLARATION = /(?:\/\*\s*([^*]*(?:\*(?!\/)[^*]*)*)\*\/\s*)?--([\w-]+):\s*([^;]+);/g;

function block(css: string, selector: string): Map<string, { value: string; note?: string }> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return new Map();
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('\n}', start));
  return new Map(
    [...body.matchAll(DECLARATION)].map(([, note, name = '', value = '']) => [
      name,
      { value: value.replace(/\s+/g, ' ').trim(), ...(note ? { note: note.replace(/\s+/g, ' ').trim() } : {}) },
    ]),
  );
}

/** Every token of the sheet, in its order. */
export function parseTokens(css: string): Token[] {
  const light = block(css, ":root[data-theme='light']");
  return [...block(css, ':root')].map(([name, { value, note }]) => {
    const lightValue = light.get(name)?.value;
    return {
      name,
      dark: value,
      ...(lightValue && lightValue !== value ? { light: lightValue } : {}),
      ...(note ? { note } : {}),
    };
  });
}

/** The tokens whose names start with one of the prefixes. */
export const tokensOf = (tokens: Token[], ...prefixes: string[]) =>
  tokens.filter((token) => prefixes.some((prefix) => token.name.startsWith(prefix)));
