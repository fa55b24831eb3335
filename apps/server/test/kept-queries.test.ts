import { describe, expect, it, vi } from 'vitest';
import { keptQueries } from '../src/http/kept-queries';

describe('kept queries', () => {
  it('parse a query text once, answer it frozen, and parse again a text that failed', () => {
    const kept = keptQueries();
    const parse = vi.fn(() => ({ pageNo: 1, vendors: ['JL'] }));
    const first = kept('/list?pageNo=1&vassalage=JL', parse);
    expect(kept('/list?pageNo=1&vassalage=JL', parse)).toBe(first);
    expect(parse).toHaveBeenCalledOnce();
    expect(() => (first.vendors as string[]).push('PG')).toThrow(TypeError);
    expect(Object.isFrozen(first)).toBe(true);
    kept('/list?pageNo=2&vassalage=JL', parse);
    expect(parse).toHaveBeenCalledTimes(2);
    const refused = vi.fn(() => {
      throw new Error('request.invalid');
    });
    expect(() => kept('/list?pageNo=x', refused)).toThrow('request.invalid');
    expect(() => kept('/list?pageNo=x', refused)).toThrow('request.invalid');
    expect(refused).toHaveBeenCalledTimes(2);
  });

  it('keep a bounded number of texts, however many a client sends', () => {
    const kept = keptQueries();
    const parse = vi.fn((n: number) => ({ n }));
    for (let n = 0; n < 2_000; n++) kept(`/list?n=${n}`, () => parse(n));
    parse.mockClear();
    kept('/list?n=0', () => parse(0));
    expect(parse).toHaveBeenCalledOnce();
  });
});
