import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, fail, ok } from './envelope';
import { hotGamesQuerySchema } from './games';

describe('envelope', () => {
  it('wraps a value', () => {
    expect(ok([1])).toEqual({ success: true, value: [1] });
    expect(envelopeSchema(z.array(z.number())).parse(ok([1]))).toEqual({ success: true, value: [1] });
  });
  it('carries an error code and only the parts given', () => {
    expect(fail('request.invalid')).toEqual({ success: false, errorCode: 'request.invalid' });
    expect(fail('captcha.required', 'x', { captcha: true })).toEqual({
      success: false,
      errorCode: 'captcha.required',
      message: 'x',
      data: { captcha: true },
    });
  });
});

describe('hot games query', () => {
  it.each([
    [{}, true],
    [{ isPlatform: '2', platform: 'html5', language: 'en', refresh: '1' }, true],
    [{ language: 'fr' }, false],
    [{ platform: 'flash' }, false],
    [{ refresh: 'maybe' }, false],
  ])('%j valid=%s', (query, valid) => {
    expect(hotGamesQuerySchema.safeParse(query).success).toBe(valid);
  });
});
