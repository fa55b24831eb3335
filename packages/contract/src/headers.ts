/** Headers every call carries (known-api.md conventions). */
export const HEADER = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  authorization: 'Authorization',
  encryption: 'Encryption',
  /**
   * The interface language the member reads (a language tag: `th`, `zh-CN`), beside `Language`,
   * which names only the content language (my, en, cn). The server writes its own texts (SMS,
   * e-mails) in it when it refines `Language`: a Thai reader sends `Language: en` and `th` here.
   */
  acceptLanguage: 'Accept-Language',
} as const;

/**
 * Value of the `Encryption` header on login/register/password bodies (DESIGN.md section 3):
 * RSA-OAEP-256 wraps a fresh AES-256-GCM key. Kept here, zod-free, so the browser can name it
 * without pulling the schemas in.
 */
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';

/** `Device` header values; OTHERS is the standalone app. Gateways WEB=1, MOBILE=3 (spec section 1). */
export const DEVICES = ['MOBILE', 'WEB', 'OTHERS'] as const;
export type Device = (typeof DEVICES)[number];

/**
 * Interface languages of the spec (section 9), and the languages the platform answers in (game
 * names, announcements, help...): MY is the default.
 */
export const LANGUAGES = ['my', 'en', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'my';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Every language the text dictionaries cover (spec section 1: many more than the three): a brand
 * offers any of them in its selector. Content comes in the platform's languages, English for the rest.
 */
export const INTERFACE_LANGUAGES = [...LANGUAGES, 'th', 'vi', 'id', 'ko', 'ja', 'hi'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** The language content is asked in for an interface language: its own, or English. */
export function contentLanguageOf(language: InterfaceLanguage): Language {
  return isLanguage(language) ? language : 'en';
}

/** The html lang of an interface language (the page's first HTML and the app say the same). */
export const htmlLangOf = (language: InterfaceLanguage): string => (language === 'cn' ? 'zh-CN' : language);

/**
 * The interface language a language tag names (`zh-CN` -> cn, `th-TH` -> th, `my` -> my), the
 * reverse of `htmlLangOf`; undefined for a language no dictionary covers.
 */
export function interfaceLanguageOfTag(tag: string): InterfaceLanguage | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const language = primary === 'zh' ? 'cn' : primary;
  return isInterfaceLanguage(language) ? language : undefined;
}
