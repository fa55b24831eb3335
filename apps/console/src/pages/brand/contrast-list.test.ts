import { DEFAULT_PALETTES } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { unreadablePairs } from './contrast-list';
import { inputColour } from './palette-editor';

describe('unreadablePairs', () => {
  it.each(['dark', 'light'] as const)("finds none in the platform's %s palette", (theme) => {
    expect(unreadablePairs(DEFAULT_PALETTES[theme])).toEqual([]);
  });

  it('names each text colour that falls below 4.5:1 on its background, with its ratio', () => {
    const pairs = unreadablePairs({ ...DEFAULT_PALETTES.dark, 'color-primary': '#7b1fa2', 'color-text': '#2d3852' });
    expect(pairs.map(({ text, background }) => `${text}/${background}`)).toEqual([
      'color-text/color-bg',
      'color-text/color-surface',
      'color-text/color-surface-2',
      'color-primary-text/color-primary',
    ]);
    expect(pairs.at(-1)?.ratio).toBeCloseTo(2.25, 2);
  });
});

describe('inputColour', () => {
  it.each([
    ['#abc', '#aabbcc'],
    ['#a1b2c3', '#a1b2c3'],
    ['#a1b2c380', '#a1b2c3'],
  ])('shows %s to a colour input as %s', (stored, shown) => {
    expect(inputColour(stored)).toBe(shown);
  });
});
