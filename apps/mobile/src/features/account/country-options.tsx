import type { Country } from '@lobby/contract';
import type { DialCodeOption } from '@lobby/ui';

// flag-icons' pictures by class: emoji flags are boxes on phones without an emoji font. The sheet
// loads with the account forms, each flag's file when it shows.
import 'flag-icons/css/flag-icons.min.css';

const flagOf = (code: string) => <span className={`fi fi-${code.toLowerCase()}`} />;

/** Our language codes as Intl knows them. */
const INTL_LANGUAGE: Record<string, string> = { cn: 'zh', en: 'en', my: 'my' };

/** Dialing-code options with each country named in the visitor's language where Intl can. */
export function countryOptions(countries: readonly Country[], language: string): DialCodeOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([INTL_LANGUAGE[language] ?? language, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  return countries.map((c) => ({
    code: c.code,
    dialingCode: c.dialingCode,
    name: names?.of(c.code) ?? c.name,
    flag: flagOf(c.code),
  }));
}
