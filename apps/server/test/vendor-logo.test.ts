// Our vendor logos' promises: a font-free SVG badge in the vendor's colour, any name drawn.
import { describe, expect, it } from 'vitest';
import { svgToPng } from '../src/adapters/svg-png';
import { vendorColour, vendorLogoSvg } from '../src/adapters/vendor-logo';
import { pngPixels } from './png-pixels';

describe('vendor logo', () => {
  it('is a 200x60 SVG badge with the name as outlines and as its title', () => {
    const svg = vendorLogoSvg('PG Soft');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 200 60"/);
    expect(svg).toContain('<title>PG Soft</title>');
    expect(svg).not.toContain('<text');
    expect(svg).toBe(vendorLogoSvg('PG Soft'));
  });

  it('escapes the name and draws any name without throwing', () => {
    expect(vendorLogoSvg('A&B <Games>')).toContain('<title>A&#38;B &#60;Games&#62;</title>');
    for (const name of ['', 'TCG Vietnam Lotto Extra Long Name', '中文厂商']) {
      expect(pngPixels(svgToPng(vendorLogoSvg(name))).width).toBe(200);
    }
  });

  it('paints each vendor in its own colour, the same on every call', () => {
    const hues = ['JILI', 'PG Soft', 'Evolution', 'Pragmatic Play'].map((n) => vendorColour(n).hue);
    expect(new Set(hues).size).toBe(hues.length);
    expect(vendorColour('jili').hue).toBe(vendorColour('JILI').hue);
  });

  it('keeps its corners see-through and its middle opaque', () => {
    const { rgba, width } = pngPixels(svgToPng(vendorLogoSvg('JILI')));
    const alpha = (x: number, y: number) => rgba[(y * width + x) * 4 + 3];
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(100, 30)).toBe(255);
  });
});
