import { brandThemeSchema } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { brandFilePath, brandManifest } from './brand-manifest';

const theme = brandThemeSchema.parse({ defaultTheme: 'light', light: { 'color-bg': '#eef7f6' } });

describe('brand manifest', () => {
  it('is installable from /m/home in the brand name and colours, with PNG and SVG icons drawn here', () => {
    const manifest = brandManifest({ code: 'LOTUS', name: 'Lotus Play', theme, lang: 'en', iconUrl: null });
    expect(manifest).toMatchObject({
      name: 'Lotus Play',
      short_name: 'Lotus Play',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      theme_color: '#eef7f6',
      background_color: '#eef7f6',
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', 'any']);
    expect(manifest.icons[0]?.src).toBe('/m/brand/LOTUS/icon-192.png');
  });

  it.each([
    ['Lobby', 'Lobby'],
    ['Twelve chars', 'Twelve chars'],
    ['A much longer brand name', 'A much longe'],
    ['Golden Lotus Casino', 'Golden Lotus'],
  ])('short name of %s is %s', (name, short) => {
    expect(brandManifest({ code: 'X', name, theme, lang: 'en', iconUrl: null }).short_name).toBe(short);
  });

  it("points at the brand's own icon when it is not drawn here", () => {
    const manifest = brandManifest({
      code: 'X',
      name: 'X',
      theme,
      lang: 'th',
      iconUrl: 'https://cdn.example.com/i.png',
    });
    expect(manifest.icons).toEqual([{ src: 'https://cdn.example.com/i.png', sizes: 'any', purpose: 'any' }]);
  });

  it.each([
    ['DEMO', 'logo.svg', '', '/m/brand/DEMO/logo.svg'],
    ['DEMO', 'icon.svg', 'ab12', '/m/brand/DEMO/icon.svg?v=ab12'],
  ])('path of %s %s %s', (code, file, version, path) => {
    expect(brandFilePath(code, file, version)).toBe(path);
  });
});
