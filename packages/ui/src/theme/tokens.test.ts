import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PALETTES, THEME_COLOR_TOKENS, THEME_METRIC_TOKENS } from '@lobby/contract';
import { describe, expect, it } from 'vitest';

// A brand's theme names ui's tokens: the contract's list and defaults must be what tokens.css says.
const css = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('\n}', start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));
}

/** ui's own tokens, which no brand sets: the elevation shadows. */
const UI_ONLY = ['shadow-s', 'shadow-m', 'shadow-l'];

describe('tokens.css and the brand contract', () => {
  const dark = block(':root');
  const light = { ...dark, ...block(":root[data-theme='light']") };

  it("declares exactly the tokens a brand may set, and ui's own", () => {
    expect(Object.keys(dark).sort()).toEqual(
      [...THEME_COLOR_TOKENS, ...THEME_METRIC_TOKENS, 'font-body', ...UI_ONLY].sort(),
    );
  });

  it.each(['dark', 'light'] as const)('holds the contract default palette in %s', (mode) => {
    const tokens = mode === 'dark' ? dark : light;
    for (const name of THEME_COLOR_TOKENS) expect([name, tokens[name]]).toEqual([name, DEFAULT_PALETTES[mode][name]]);
  });
});
