import { describe, expect, it } from 'vitest';
import { detailDate, htmlToText, listDate, promotionPeriod, snippet } from './notice-text';

describe('notice text', () => {
  it('formats dates for the list and the detail in local time', () => {
    const iso = new Date(2026, 10, 3, 15, 30).toISOString();
    expect(listDate(iso)).toBe('2026/11/03');
    expect(detailDate(iso)).toBe('2026-11-03');
  });

  it('strips HTML for the preview without running anything', () => {
    expect(htmlToText('<p>Deposit from <b>10</b>.</p><ul><li>Turnover 10×</li><li>Valid 30 days</li></ul>')).toBe(
      'Deposit from 10. Turnover 10× Valid 30 days',
    );
    expect(htmlToText('<img src=x onerror="window.hit=1"><p>ok</p>')).toBe('ok');
    expect((window as unknown as { hit?: number }).hit).toBeUndefined();
  });

  it('gives a promotion its date range, or its start alone when long-term', () => {
    const start = new Date(2026, 0, 5).toISOString();
    const end = new Date(2026, 1, 28).toISOString();
    expect(promotionPeriod({ startDate: start, endDate: end, noExpiry: 0 })).toEqual({
      from: '2026/01/05',
      to: '2026/02/28',
    });
    expect(promotionPeriod({ startDate: start, endDate: end, noExpiry: 1 })).toEqual({ from: '2026/01/05', to: null });
    expect(promotionPeriod({ startDate: start, endDate: null, noExpiry: 0 })).toEqual({ from: '2026/01/05', to: null });
  });

  it('cuts a snippet at a word', () => {
    expect(snippet('<p>Short one</p>')).toBe('Short one');
    expect(snippet('<p>Make your first deposit of 10 or more and we match it fully</p>', 30)).toBe(
      'Make your first deposit of 10…',
    );
  });
});
