import { describe, expect, it } from 'vitest';
import { closedDraws, countdownText, drawShape, openDraw } from './lottery-draws';

describe('lottery draw schedule', () => {
  it.each([
    ['LOTT', { intervalSeconds: 300, count: 5, min: 0, max: 9 }],
    ['ELOTT', { intervalSeconds: 60, count: 3, min: 1, max: 6 }],
  ])('%s draws %j', (type, shape) => {
    expect(drawShape(type)).toEqual(shape);
  });

  it.each([
    ['just after midnight', '2026-11-23T00:00:00Z', 300, '202611230001', '2026-11-23T00:05:00.000Z'],
    [
      'at a closing instant, the next draw is open',
      '2026-11-23T00:05:00Z',
      300,
      '202611230002',
      '2026-11-23T00:10:00.000Z',
    ],
    ['mid-afternoon', '2026-11-23T13:47:12Z', 300, '202611230166', '2026-11-23T13:50:00.000Z'],
    [
      'the last draw of the day closes at midnight',
      '2026-11-23T23:59:59Z',
      300,
      '202611230288',
      '2026-11-24T00:00:00.000Z',
    ],
    ['every minute', '2026-11-23T13:47:12Z', 60, '202611230828', '2026-11-23T13:48:00.000Z'],
  ])('%s', (_name, now, interval, numero, closes) => {
    const draw = openDraw({ intervalSeconds: interval }, new Date(now));
    expect([draw.numero, draw.closesAt.toISOString()]).toEqual([numero, closes]);
  });

  it('lists the latest closed draws newest first, across midnight', () => {
    const draws = closedDraws({ intervalSeconds: 300 }, new Date('2026-11-23T00:07:00Z'), 3);
    expect(draws.map((d) => [d.numero, d.closesAt.toISOString()])).toEqual([
      ['202611230001', '2026-11-23T00:05:00.000Z'],
      ['202611220288', '2026-11-23T00:00:00.000Z'],
      ['202611220287', '2026-11-22T23:55:00.000Z'],
    ]);
  });

  it.each([
    [0, '00:00'],
    [-5_000, '00:00'],
    [1, '00:01'],
    [59_000, '00:59'],
    [60_000, '01:00'],
    [299_001, '05:00'],
  ])('countdown of %i ms is %s', (ms, text) => {
    expect(countdownText(ms)).toBe(text);
  });
});
