import type { InterfaceLanguage } from '@lobby/contract/constants';
import type { RequestContext } from '../http/request-context';
import type { SettingsService } from './settings-service';

/**
 * Where a brand's content (ticker and notices, promotions, help) is looked up: the language the
 * reader reads, then the brand's content fallback language (its settings say which). Content the
 * brand has in the reader's language is shown in it; the rest comes in the fallback, and each
 * answer names the language its words are in, so the screen can say so.
 */
export interface ContentLanguages {
  read: InterfaceLanguage;
  fallback: InterfaceLanguage;
}

/** The languages to look in, in order, each once. */
export const lookupOrder = ({ read, fallback }: ContentLanguages): InterfaceLanguage[] =>
  read === fallback ? [read] : [read, fallback];

/**
 * The reader's language (the interface language the request names: Thai where `Language` says en
 * and `Accept-Language` th) and the brand's fallback.
 */
export async function contentLanguages(ctx: RequestContext, settings: SettingsService): Promise<ContentLanguages> {
  const { contentFallbackLanguage } = await settings.stored(ctx.merchant);
  return { read: ctx.interfaceLanguage ?? ctx.language, fallback: contentFallbackLanguage };
}

/** A feed in the first language of `languages` that has any of it; the fallback's (maybe empty) otherwise. */
export async function firstWithContent<T>(
  languages: ContentLanguages,
  load: (language: InterfaceLanguage) => Promise<T[]>,
): Promise<{ language: InterfaceLanguage; rows: T[] }> {
  if (languages.read !== languages.fallback) {
    const rows = await load(languages.read);
    if (rows.length > 0) return { language: languages.read, rows };
  }
  return { language: languages.fallback, rows: await load(languages.fallback) };
}
