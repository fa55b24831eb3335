import type accountEn from './dictionaries/account/en';
import type contentEn from './dictionaries/content/en';
import type en from './dictionaries/en';
import type playEn from './dictionaries/play/en';
import type protectionEn from './dictionaries/protection/en';
import type recordsEn from './dictionaries/records/en';
import type searchEn from './dictionaries/search/en';
import type securityEn from './dictionaries/security/en';

/**
 * The keys `t()` accepts, typed from the English dictionaries (every other language has the
 * same keys, see Dictionary). Any code that imports this package gets the checks.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // As at runtime (createI18n): a lazy namespace falls back to the first page's words.
    fallbackNS: 'translation';
    resources: {
      translation: typeof en;
      account: typeof accountEn;
      content: typeof contentEn;
      play: typeof playEn;
      search: typeof searchEn;
      records: typeof recordsEn;
      protection: typeof protectionEn;
      security: typeof securityEn;
    };
  }
}
