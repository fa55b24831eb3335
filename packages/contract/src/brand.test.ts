import { describe, expect, it } from 'vitest';
import { brandProblems, brandSchema, brandSvgSchema } from './brand';
import { DEMO_BRAND, SECOND_BRAND } from './demo-brands';

const BANK = { code: 'bank', kind: 'bank_transfer', name: 'Bank', minMinor: 1_000, maxMinor: 50_000 };

describe('brand files', () => {
  it('takes both demo brands, filling what they leave out', () => {
    expect(brandSchema.parse({ ...DEMO_BRAND, merchantCode: 'DEMO' })).toMatchObject({
      flags: {},
      disabledModules: [],
      minimumAge: 18,
      theme: { defaultTheme: 'dark', light: {}, metrics: {} },
    });
    expect(brandSchema.parse(SECOND_BRAND).disabledModules).toEqual(['REG3']);
  });

  it.each([
    [{ merchantCode: 'lotus' }, 'merchantCode'],
    [{ name: '' }, 'name'],
    [{ hosts: [] }, 'hosts'],
    [{ hosts: ['brand2.localhost:3000'] }, 'hosts.0'],
    [{ logo: 'http://cdn.example/logo.png' }, 'logo'],
    [{ theme: { dark: { 'color-bg': 'rgb(0,0,0)' } } }, 'theme.dark.color-bg'],
    [{ theme: { metrics: { 'radius-m': '1rem' } } }, 'theme.metrics.radius-m'],
    [{ languages: ['en', 'en'], defaultLanguage: 'en' }, 'languages'],
    [{ defaultLanguage: 'cn' }, 'defaultLanguage'],
    [{ template: { home: 'v-old', detail: 'v-detail-new' } }, 'template.home'],
    [{ disabledModules: ['NOPE3'] }, 'disabledModules.0'],
    [{ minimumAge: 16 }, 'minimumAge'],
    [{ origins: ['https://play.brand.example/'] }, 'origins.0'],
    [{ origins: ['http://play.brand.example'] }, 'origins.0'],
    [{ origins: ['https://Play.brand.example'] }, 'origins.0'],
    [{ origins: ['*'] }, 'origins.0'],
    [{ origins: ['http://trial.localhost:4610', 'http://trial.localhost:4610'] }, 'origins'],
    [{ payments: { methods: [{ ...BANK, payoutFee: { fixedMinor: 600 } }] } }, 'payments.methods.0.payoutFee'],
    [
      { payments: { methods: [{ ...BANK, depositFee: { percentBps: 2001 } }] } },
      'payments.methods.0.depositFee.percentBps',
    ],
    [{ surprise: true }, '(file)'],
  ])('refuses %j, naming %s', (change, field) => {
    const parsed = brandSchema.safeParse({ ...SECOND_BRAND, ...change });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(brandProblems(parsed.error)[0]).toMatch(new RegExp(`^${field.replace(/[.()]/g, '\\$&')}: `));
  });

  it('takes https origins, and http ones on this machine only', () => {
    const origins = ['https://play.brand.example', 'https://play.brand.example:8443', 'http://trial.localhost:4610'];
    expect(brandSchema.parse({ ...SECOND_BRAND, origins }).origins).toEqual(origins);
    expect(brandSchema.parse({ ...SECOND_BRAND, origins: ['http://127.0.0.1:5173'] }).origins).toHaveLength(1);
    expect(brandSchema.parse(SECOND_BRAND).origins).toEqual([]);
  });

  it('fills a fee left partly out, and leaves a method without one fee-free', () => {
    const { payments } = brandSchema.parse({
      ...SECOND_BRAND,
      payments: { methods: [{ ...BANK, depositFee: { percentBps: 100 } }] },
    });
    expect(payments.methods[0]).toMatchObject({ depositFee: { percentBps: 100, fixedMinor: 0 }, payouts: true });
    expect(payments.methods[0]?.payoutFee).toBeUndefined();
  });

  it.each([
    ['<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>', true],
    ['<svg><script>alert(1)</script></svg>', false],
    ['<svg onload="alert(1)"></svg>', false],
    ['<svg><image href="https://evil.example/x.png"/></svg>', false],
    ['<svg><use href="#a"/></svg>', true],
    ['<svg><foreignObject><div/></foreignObject></svg>', false],
    ['<!DOCTYPE svg><svg></svg>', false],
    ['<div></div>', false],
  ])('SVG markup %s allowed: %s', (svg, ok) => {
    expect(brandSvgSchema.safeParse(svg).success).toBe(ok);
  });
});
