import { DEFAULT_PALETTES } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { bannerSvg, type BannerArt } from '../src/adapters/banner-art';
import { breakPieces, fitText, textWidth, wrapLines } from '../src/adapters/banner-text-fit';

const BOX = { width: 400, height: 150, maxFontSize: 54, minFontSize: 22, maxLines: 3, leading: 1.12 };

describe('fitting banner titles without a font', () => {
  it('breaks Burmese between syllables, never before a mark, a killed or a stacked consonant', () => {
    const pieces = breakPieces('စက္ကန့်ပိုင်းအတွင်း');
    expect(pieces.join('')).toBe('စက္ကန့်ပိုင်းအတွင်း');
    // Syllables: စက္ကန့် ပိုင်း အ တွင်း (the stacked က္က and the killed န့် keep စက္ကန့် whole).
    expect(pieces).toEqual(['စက္ကန့်', 'ပိုင်း', 'အ', 'တွင်း']);
    expect(breakPieces('စက္ကန့်ပိုင်း အတွင်း', false)).toEqual(['စက္ကန့်ပိုင်း ', 'အတွင်း']);
  });

  it('breaks Chinese between characters but keeps punctuation and numbers with their neighbours', () => {
    const lines = wrapLines('立即注册，秒速开玩', 4.5);
    expect(lines.every((l) => !l.startsWith('，'))).toBe(true);
    expect(breakPieces('返水高达 1%')).toEqual(['返', '水', '高', '达 ', '1%']);
  });

  it('shrinks to fit, and cuts what cannot fit with an ellipsis inside the box', () => {
    expect(fitText('Football', BOX)).toMatchObject({ lines: ['Football'], fontSize: 54 });
    expect(fitText('Roulette royale', BOX)).toMatchObject({ lines: ['Roulette', 'royale'], fontSize: 54 });
    const long = fitText('ယနေ့ပင် အဖွဲ့ဝင်ပါ၊ '.repeat(12), { ...BOX, maxFontSize: 40, minFontSize: 20, leading: 1.5 });
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.lines.length * long.lineHeight).toBeLessThanOrEqual(150);
    expect(long.lines.at(-1)!.endsWith('…')).toBe(true);
    for (const line of long.lines) expect(textWidth(line) * long.fontSize).toBeLessThanOrEqual(400);
    const word = fitText('W'.repeat(80), BOX);
    for (const line of word.lines) expect(textWidth(line) * word.fontSize).toBeLessThanOrEqual(400);
  });

  it('draws the same bytes for the same art, and other bytes for another language or palette', () => {
    const palette = (p: Record<string, string>) => ({
      primary: p['color-primary']!,
      primaryText: p['color-primary-text']!,
      accent: p['color-accent']!,
      background: p['color-bg']!,
      surface: p['color-surface']!,
    });
    const art: BannerArt = {
      id: 'X-m_home-1',
      group: 'm_home',
      language: 'en',
      title: 'Welcome bonus 100%',
      callToAction: 'PLAY NOW',
      brandName: 'Lobby',
      palette: palette(DEFAULT_PALETTES.dark),
    };
    expect(bannerSvg(art)).toBe(bannerSvg({ ...art }));
    expect(bannerSvg(art)).not.toBe(bannerSvg({ ...art, palette: palette(DEFAULT_PALETTES.light) }));
    expect(bannerSvg(art)).toMatch(/^<svg [^>]*viewBox="0 0 750 300"/);
    // A palette that is not colours falls back to ours: nothing of it reaches the markup.
    const odd = bannerSvg({ ...art, palette: { ...art.palette, primary: '"/><script>', accent: 'red;x' } });
    expect(odd).not.toContain('<script');
    expect(odd).not.toContain('red;x');
  });
});
