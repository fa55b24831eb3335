import type { Country } from '@lobby/contract';
import type { DialCodeOption } from '@lobby/ui';

/** A flag emoji from the two regional-indicator letters of an ISO code. */
const flagOf = (code: string) => String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

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
