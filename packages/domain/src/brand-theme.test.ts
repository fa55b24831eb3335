import { brandThemeSchema } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { brandColour, brandStyleSheet, brandThemeColor } from './brand-theme';

const theme = (input: unknown) => brandThemeSchema.parse(input);

describe('brand style sheet', () => {
  it.each([
    [{}, ''],
    [{ dark: { 'color-primary': '#ff0000' } }, ':root:root{--color-primary:#ff0000}'],
    [{ light: { 'color-bg': '#ffffff' } }, ":root:root[data-theme='light']{--color-bg:#ffffff}"],
    [
      { dark: { 'color-bg': '#000' }, metrics: { 'radius-m': '2px' }, fontBody: 'Georgia, serif' },
      ':root:root{--color-bg:#000;--radius-m:2px;--font-body:Georgia, serif}',
    ],
  ])('%j -> %s', (input, css) => {
    expect(brandStyleSheet(theme(input))).toBe(css);
  });
});

describe('brand theme colour', () => {
  it.each([
    [{}, 'dark', '#0f1420'],
    [{}, 'light', '#f4f6fb'],
    [{ light: { 'color-bg': '#fafafa' } }, 'light', '#fafafa'],
    [{ light: { 'color-bg': '#fafafa' } }, 'dark', '#0f1420'],
  ] as const)('%j in %s -> %s', (input, mode, colour) => {
    expect(brandThemeColor(theme(input), mode)).toBe(colour);
  });
});

describe('brand theme values', () => {
  it.each([
    ['#12', false],
    ['#123', true],
    ['#12345678', true],
    ['red', false],
    ['#fff;}body{display:none', false],
    ['#fff</style>', false],
  ])('colour %s valid: %s', (value, ok) => {
    expect(brandThemeSchema.safeParse({ dark: { 'color-bg': value } }).success).toBe(ok);
  });
  it.each([
    ['4px', true],
    ['0', true],
    ['4em', false],
    ['4px;color:red', false],
  ])('length %s valid: %s', (value, ok) => {
    expect(brandThemeSchema.safeParse({ metrics: { 'radius-s': value } }).success).toBe(ok);
  });
  it('refuses a token ui does not have', () => {
    expect(brandThemeSchema.safeParse({ dark: { 'color-sparkle': '#fff' } }).success).toBe(false);
  });
});

describe('brand colour', () => {
  it("is the brand's own in that theme, else ui's", () => {
    const lotus = theme({ light: { 'color-surface-2': '#e3f1ef' } });
    expect(brandColour(lotus, 'light', 'color-surface-2')).toBe('#e3f1ef');
    expect(brandColour(lotus, 'dark', 'color-surface-2')).toBe('#222c44');
    expect(brandColour(theme({}), 'light', 'color-surface-2')).toBe('#eef1f7');
  });
});
