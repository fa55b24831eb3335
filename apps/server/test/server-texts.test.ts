import { INTERFACE_LANGUAGES, interfaceLanguageOfTag } from '@lobby/contract/constants';
import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from '../src/http/request-context';
import { SERVER_TEXTS, serverText, writingLanguage, type ServerTexts } from '../src/services/server-texts';

const PLACEHOLDERS: Record<keyof ServerTexts, string[]> = {
  verificationSms: ['code', 'minutes'],
  temporaryPasswordSubject: [],
  temporaryPasswordEmail: ['password', 'minutes'],
  bannerCallToAction: [],
  promotionCallToAction: [],
};

describe('the texts the server writes itself', () => {
  it.each(INTERFACE_LANGUAGES)('are all written in %s, with the same placeholders as English', (language) => {
    const texts = SERVER_TEXTS[language];
    for (const [key, names] of Object.entries(PLACEHOLDERS) as [keyof ServerTexts, string[]][]) {
      expect(texts[key].trim(), key).not.toBe('');
      const found = [...texts[key].matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(found, `${language}.${key}`).toEqual([...names].sort());
    }
    // A code or password stands apart from the words around it, so it can be copied alone.
    for (const key of ['verificationSms', 'temporaryPasswordEmail'] as const) {
      expect(texts[key], `${language}.${key}`).not.toMatch(
        /[\p{L}\p{M}]\{\{(?:code|password)\}\}|\{\{(?:code|password)\}\}[\p{L}\p{M}]/u,
      );
    }
    if (language !== 'en') expect(texts.verificationSms).not.toBe(SERVER_TEXTS.en.verificationSms);
  });

  it('fills placeholders, and English keeps the wording the tests and e2e read', () => {
    expect(serverText('en', 'verificationSms', { code: '012345', minutes: 10 })).toBe(
      'Your verification code is 012345. It expires in 10 minutes.',
    );
    expect(serverText('en', 'temporaryPasswordEmail', { password: 'Abcdefghjk2', minutes: 30 })).toMatch(
      /temporary password is Abcdefghjk2\./,
    );
    expect(serverText('my', 'verificationSms', { code: '012345', minutes: 10 })).toContain(' 012345 ');
    expect(serverText('cn', 'bannerCallToAction')).toBe('立即开玩');
  });

  it("write in the client's language, else the brand's default, else English", () => {
    expect(writingLanguage('cn', 'my')).toBe('cn');
    expect(writingLanguage(undefined, 'th')).toBe('th');
    expect(writingLanguage(undefined, undefined)).toBe('en');
  });
});

describe('the interface language of a request', () => {
  it('reads language tags as the dictionaries name them', () => {
    expect(['zh-CN', 'zh', 'ZH-hant', 'cn', 'my-MM', 'th', 'en-GB', 'hi_IN'].map(interfaceLanguageOfTag)).toEqual([
      'cn',
      'cn',
      'cn',
      'cn',
      'my',
      'th',
      'en',
      'hi',
    ]);
    expect(['fr', '', '*', 'x-klingon'].map(interfaceLanguageOfTag)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('takes the first known language of an Accept-Language list by weight, and ignores junk', () => {
    expect(acceptedLanguage('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(acceptedLanguage('fr-FR,fr;q=0.9,vi;q=0.8,en;q=0.7')).toBe('vi');
    expect(acceptedLanguage('en;q=0.5, ja;q=0.9')).toBe('ja');
    expect(acceptedLanguage('ko;q=0, en')).toBe('en');
    for (const junk of [undefined, '', ';;;', 'q=1', `${'x,'.repeat(200)}th`, ['th'], 'fr']) {
      expect(acceptedLanguage(junk), String(junk)).toBeUndefined();
    }
  });
});
