import { ACTIVITY_STATUSES, ERROR_CODES, INTERFACE_LANGUAGES } from '@lobby/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  createI18n,
  errorLookup,
  errorMessageKey,
  ERROR_NAMESPACES,
  htmlLangOf,
  loadAccountDictionary,
  loadContentDictionary,
  loadDictionary,
  loadPlayDictionary,
  loadRecordsDictionary,
  loadProtectionDictionary,
  loadSearchDictionary,
  loadSecurityDictionary,
  pickLanguage,
} from './index';
import { LANGUAGE_META } from './language-meta';

/** Every [path, text] of a dictionary; keys may hold dots (error codes), so paths are arrays. */
function entries(obj: object, prefix: string[] = []): [string[], string][] {
  return Object.entries(obj).flatMap(([k, v]): [string[], string][] =>
    typeof v === 'string' ? [[[...prefix, k], v]] : entries(v as object, [...prefix, k]),
  );
}
const leaves = (obj: object) => entries(obj).map(([path]) => path.join('/'));

// Each dictionary is a module loaded on first use: on a busy machine the first loads take seconds.
describe('dictionaries', { timeout: 60_000 }, () => {
  it('cover the same keys in every language, none empty', async () => {
    const en = leaves(await loadDictionary('en')).sort();
    for (const lang of INTERFACE_LANGUAGES) {
      const dict = await loadDictionary(lang);
      expect(leaves(dict).sort()).toEqual(en);
      for (const [path, text] of entries(dict)) {
        expect(text.trim(), `${lang}:${path.join('.')}`).not.toBe('');
      }
    }
  });

  it.each([
    ['account', loadAccountDictionary],
    ['content', loadContentDictionary],
    ['play', loadPlayDictionary],
    ['search', loadSearchDictionary],
    ['records', loadRecordsDictionary],
    ['protection', loadProtectionDictionary],
    ['security', loadSecurityDictionary],
  ] as const)('cover the same %s keys in every language, none empty', async (_ns, load) => {
    const en = leaves(await load('en')).sort();
    for (const lang of INTERFACE_LANGUAGES) {
      const dict = await load(lang);
      expect(leaves(dict).sort()).toEqual(en);
      for (const [path, text] of entries(dict)) expect(text.trim(), `${lang}:${path.join('.')}`).not.toBe('');
    }
  });

  const placeholders = (text: string) =>
    (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

  it.each([
    ['translation', loadDictionary],
    ['account', loadAccountDictionary],
    ['content', loadContentDictionary],
    ['play', loadPlayDictionary],
    ['search', loadSearchDictionary],
    ['records', loadRecordsDictionary],
    ['protection', loadProtectionDictionary],
    ['security', loadSecurityDictionary],
  ] as const)('keep every placeholder of the English %s text in every language', async (_ns, load) => {
    const en = new Map(entries(await load('en')).map(([path, text]) => [path.join('/'), placeholders(text)]));
    for (const lang of INTERFACE_LANGUAGES) {
      for (const [path, text] of entries(await load(lang)))
        expect(placeholders(text), `${lang}:${path.join('.')}`).toEqual(en.get(path.join('/')));
    }
  });

  it('name each language in its own words, with a flag and an html lang', () => {
    expect(Object.keys(LANGUAGE_META).sort()).toEqual([...INTERFACE_LANGUAGES].sort());
    for (const lang of INTERFACE_LANGUAGES) expect(LANGUAGE_META[lang].htmlLang).toBe(htmlLangOf(lang));
    expect(new Set(Object.values(LANGUAGE_META).map((m) => m.label)).size).toBe(INTERFACE_LANGUAGES.length);
  });

  it('hold each key in one namespace only, so the fallback to translation never hides one', async () => {
    const first = new Set(leaves(await loadDictionary('en')));
    for (const load of [
      loadAccountDictionary,
      loadContentDictionary,
      loadPlayDictionary,
      loadRecordsDictionary,
      loadProtectionDictionary,
      loadSecurityDictionary,
    ]) {
      expect(leaves(await load('en')).filter((key) => first.has(key))).toEqual([]);
    }
  });

  it('have a message for every server error code (those only the account, contract or KYC screens meet in their namespace)', async () => {
    const messages: Partial<Record<string, string>> = {
      ...(await loadAccountDictionary('en')).errors,
      ...(await loadPlayDictionary('en')).errors,
      ...(await loadRecordsDictionary('en')).errors,
      ...(await loadProtectionDictionary('en')).errors,
      ...(await loadDictionary('en')).errors,
    };
    for (const code of ERROR_CODES) expect(messages[code], code).toBeTruthy();
  });

  it.each(INTERFACE_LANGUAGES)(
    'name every promotion status the server can send in words in %s (never the raw key)',
    async (lang) => {
      const i18n = await createI18n(lang);
      await i18n.loadNamespaces('content');
      const words = (await loadContentDictionary(lang)).promotions.status as Partial<Record<string, string>>;
      for (const status of ACTIVITY_STATUSES) {
        expect(words[status]?.trim(), `${lang}:${status}`).toBeTruthy();
        const key = `promotions.status.${status}` as const;
        expect(i18n.t(key, { ns: 'content' }), `${lang}:${status}`).toBe(words[status]);
      }
    },
  );
});

describe('typed keys', () => {
  it('let t() take only the keys of the English dictionaries, in the namespaces asked for', async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces('play');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.t('vip.current', { ns: 'play' })).toBe('Your rank');
    // @ts-expect-error no dictionary has this key
    expect(i18n.t('nav.nowhere')).toBe('nav.nowhere');
    // @ts-expect-error the key is in `play`, not in the default namespace
    expect(i18n.t('vip.current')).toBe('vip.current');
    // A code written out gives its own key, which t() checks like any other.
    expect(i18n.t(errorMessageKey('session.expired'))).toBe('The account has been logged out, please log in again');
  });
});

describe('errorMessageKey', () => {
  it.each([
    ['session.expired', 'errors.session.expired'],
    ['network', 'errors.network'],
    ['upgrading', 'errors.upgrading'],
    ['some.raw.server.code', 'errors.unknown'],
    [undefined, 'errors.unknown'],
  ])('%s -> %s', (code, key) => {
    expect(errorMessageKey(code)).toBe(key);
  });
});

describe('errorLookup', () => {
  it("finds any code's words in whichever namespace holds them, the unknown ones' in the main words", async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces([...ERROR_NAMESPACES]);
    const text = (code: string | undefined) => {
      const [key, options] = errorLookup(code);
      return i18n.t(key, options);
    };
    expect(text('register.usernameTaken')).toBe('Sorry, the username already exists');
    expect(text('session.expired')).toBe('The account has been logged out, please log in again');
    expect(text('no.such.code')).toBe(i18n.t('errors.unknown'));
  });
});

describe('language choice', () => {
  it.each([
    ['en', 'en'],
    ['th', 'th'],
    ['fr', 'my'],
    [null, 'my'],
  ])('stored %s -> %s', (stored, lang) => {
    expect(pickLanguage(stored)).toBe(lang);
  });

  it('MY is the default and translates', async () => {
    const i18n = await createI18n();
    expect(i18n.language).toBe('my');
    expect(i18n.t('nav.home')).toBe('ပင်မ');
    await i18n.changeLanguage('cn');
    expect(i18n.t('errors.system.maintenance')).toBe('平台维护中');
  });

  it('speaks a language of the dictionaries beyond the three, through its own lazy module', async () => {
    const i18n = await createI18n('ja');
    expect(i18n.language).toBe('ja');
    expect(i18n.t('nav.home')).not.toBe((await loadDictionary('en')).nav.home);
    expect(i18n.t('nav.home')).toBe((await loadDictionary('ja')).nav.home);
    await i18n.changeLanguage('vi');
    await i18n.loadNamespaces('account');
    expect(i18n.t('account.sendCode', { ns: 'account' })).toBe((await loadAccountDictionary('vi')).account.sendCode);
  });

  it('loads the content namespace on demand, and again in the new language', async () => {
    const i18n = await createI18n('en');
    expect(i18n.hasLoadedNamespace('content')).toBe(false);
    await i18n.loadNamespaces('content');
    expect(i18n.t('promotions.longTerm', { ns: 'content' })).toBe('Long-term');
    await i18n.changeLanguage('cn');
    expect(i18n.t('promotions.longTerm', { ns: 'content' })).toBe('长期有效');
    // A lazy namespace falls back to the first page's words.
    expect(i18n.getFixedT(null, 'content')('titles.login')).toBe('登录');
  });
});
