import { describe, expect, it } from 'vitest';
import { detailDate, firstImage, htmlToText, listDate } from './notice-text';

describe('notice text', () => {
  it('formats dates for the list and the detail in local time', () => {
    const iso = new Date(2026, 10, 3, 15, 30).toISOString();
    expect(listDate(iso)).toBe('2026/11/03');
    expect(detailDate(iso)).toBe('2026-11-03');
  });

  it('strips HTML for the preview without running anything', () => {
    expect(htmlToText('<p>Deposit from <b>10</b>.</p><ul><li>Turnover 10×</li><li>Valid 30 days</li></ul>')).toBe('Deposit from 10. Turnover 10× Valid 30 days');
    expect(htmlToText('<img src=x onerror="window.hit=1"><p>ok</p>')).toBe('ok');
    expect((window as unknown as { hit?: number }).hit).toBeUndefined();
  });

  it('picks the image of sequence 1', () => {
    expect(firstImage([{ url: 'b.png', sequence: 2 }, { url: 'a.png', sequence: 1 }])).toBe('a.png');
    expect(firstImage([])).toBeUndefined();
  });
});
