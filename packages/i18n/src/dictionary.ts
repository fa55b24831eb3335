import type accountEn from './dictionaries/account/en';
import type contentEn from './dictionaries/content/en';
import type en from './dictionaries/en';
import type playEn from './dictionaries/play/en';
import type protectionEn from './dictionaries/protection/en';
import type recordsEn from './dictionaries/records/en';
import type searchEn from './dictionaries/search/en';
import type securityEn from './dictionaries/security/en';

/** Same keys as English, any strings: a missing or extra key in cn or my fails typecheck. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof en>;
/** The `content` namespace, checked the same way. */
export type ContentDictionary = Widen<typeof contentEn>;
export type AccountDictionary = Widen<typeof accountEn>;
export type PlayDictionary = Widen<typeof playEn>;
export type SearchDictionary = Widen<typeof searchEn>;
export type RecordsDictionary = Widen<typeof recordsEn>;
export type ProtectionDictionary = Widen<typeof protectionEn>;
export type SecurityDictionary = Widen<typeof securityEn>;

/** The words of each namespace. */
export interface Dictionaries {
  translation: Dictionary;
  account: AccountDictionary;
  content: ContentDictionary;
  play: PlayDictionary;
  search: SearchDictionary;
  records: RecordsDictionary;
  protection: ProtectionDictionary;
  security: SecurityDictionary;
}
/** How one language's dictionaries load: one dynamic import per namespace. */
export type DictionaryImports = { [N in keyof Dictionaries]: () => Promise<{ default: Dictionaries[N] }> };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every translation key, e.g. 'home.hotGames'. */
export type MessageKey = Leaves<Dictionary>;
/** The message key of an error: in the main namespace, or in `account` / `play` for their screens' own. */
export type ErrorMessageKey =
  | Extract<MessageKey, `errors.${string}`>
  | `errors.${keyof PlayDictionary['errors'] & string}`
  | `errors.${keyof AccountDictionary['errors'] & string}`
  | `errors.${keyof RecordsDictionary['errors'] & string}`
  | `errors.${keyof ProtectionDictionary['errors'] & string}`;
