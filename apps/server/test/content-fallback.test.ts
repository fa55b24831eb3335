import { brandSchema, SECOND_BRAND } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { useOperator } from './operators';

const FEED = '/wps/relay/MCSFE_getListAnnouncements?types=PL';
const PROMOTIONS = '/wps/relay/MCSFE_getMerchantAvailablePromotions';
const HELP = '/wps/system/helpCenter';
const SETTINGS = '/wps/system/settings/consolidated';

/** A reader of LOTUS in `interfaceLanguage`: content is named by its platform language, refined by Accept-Language. */
const lotus = (interfaceLanguage: 'th' | 'vi' | 'en') => ({
  Merchant: 'LOTUS',
  Language: 'en',
  ...(interfaceLanguage === 'en' ? {} : { 'Accept-Language': interfaceLanguage }),
});

type Content = { title: string; language?: string };
const THAI = /[\u0E00-\u0E7F]/;

describe.each(TEST_DATABASES)("a brand's content in the language read, else in its fallback, on $name", (database) => {
  const t = useTestApp(database);
  const ops = useOperator(t, [{ role: 'content', brand: 'DEMO' }]);

  it('names the fallback in the brand’s settings, as its brand file says', async () => {
    const api = apiClient(t, '10.7.7.1');
    expect((await api.get(SETTINGS, { Merchant: 'LOTUS' })).json().value.contentFallbackLanguage).toBe('en');
    expect((await api.get(SETTINGS)).json().value.contentFallbackLanguage).toBe('en');
    // Explicit and one of the brand's languages: a brand file without it, or with another, is refused.
    const { contentFallbackLanguage: _omitted, ...without } = { ...SECOND_BRAND };
    expect(brandSchema.safeParse(without).success).toBe(false);
    expect(brandSchema.safeParse({ ...SECOND_BRAND, contentFallbackLanguage: 'cn' }).error?.issues[0]?.path).toEqual([
      'contentFallbackLanguage',
    ]);
  });

  it('answers a Thai reader of LOTUS in Thai where the brand wrote Thai: the ticker’s notices, a promotion, help', async () => {
    const api = apiClient(t, '10.7.7.2');
    const notices = (await api.get(FEED, lotus('th'))).json().value as Content[];
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) expect([notice.language, THAI.test(notice.title)]).toEqual(['th', true]);

    const promotions = (await api.get(PROMOTIONS, lotus('th'))).json().value as (Content & { id: string })[];
    const welcome = promotions.find((p) => p.id === 'LOTUS-promo-welcome')!;
    expect([welcome.language, THAI.test(welcome.title)]).toEqual(['th', true]);
    // The promotions it has no Thai for come in its fallback, each saying so, in the brand's order.
    const others = promotions.filter((p) => p.id !== 'LOTUS-promo-welcome');
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect([other.language, THAI.test(other.title)]).toEqual(['en', false]);
    const english = (await api.get(PROMOTIONS, lotus('en'))).json().value as { id: string }[];
    expect(promotions.map((p) => p.id)).toEqual(english.map((p) => p.id));

    const help = (await api.get(`${HELP}?lang=en`, lotus('th'))).json().value as (Content & { tag: string })[];
    expect(help.map((h) => h.tag)).toEqual(['about', 'deposit', 'withdraw', 'responsible']);
    for (const topic of help) expect([topic.language, THAI.test(topic.title)]).toEqual(['th', true]);
  });

  it('answers a reader in a language the brand has no content in with its fallback, and says which', async () => {
    const api = apiClient(t, '10.7.7.3');
    for (const url of [FEED, PROMOTIONS, `${HELP}?lang=en`]) {
      const items = (await api.get(url, lotus('vi'))).json().value as Content[];
      const english = (await api.get(url, lotus('en'))).json().value as Content[];
      expect(items.length, url).toBeGreaterThan(0);
      expect(items.map((i) => [i.title, i.language])).toEqual(english.map((i) => [i.title, 'en']));
    }
    // The first brand's readers of its own languages get their own, as before.
    const burmese = (await api.get(FEED, { Language: 'my' })).json().value as Content[];
    expect(burmese.length).toBeGreaterThan(0);
    for (const notice of burmese) expect(notice.language).toBe('my');
  });

  it('takes a brand’s content written in any interface language through the operator’s tools', async () => {
    const api = apiClient(t, '10.7.7.4');
    const written = await t.app.inject({
      method: 'POST',
      url: '/__ops/help',
      headers: ops,
      payload: {
        merchantCode: 'DEMO',
        language: 'ja',
        title: 'ヘルプ',
        content: '<p>日本語のヘルプ</p>',
        tag: 'ja-help',
      },
    });
    expect(written.statusCode).toBe(200);
    const help = (await api.get(`${HELP}?lang=en`, { 'Accept-Language': 'ja' })).json().value as Content[];
    expect(help.map((h) => [h.title, h.language])).toEqual([['ヘルプ', 'ja']]);
  });
});
