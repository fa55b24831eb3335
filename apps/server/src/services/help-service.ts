import type { HelpEntry } from '@lobby/contract';
import type { HelpRepo } from '../db/repositories/help-repo';
import { firstWithContent, type ContentLanguages } from './content-language';

/** The help centre (spec sections 3 and 7): top-level topics in order, each with its sub-topics. */
export function helpService(repo: HelpRepo) {
  return {
    /** In the reader's language where the brand has help in it, else in the brand's fallback. */
    async list(merchantCode: string, languages: ContentLanguages): Promise<HelpEntry[]> {
      const { language, rows } = await firstWithContent(languages, (language) => repo.list(merchantCode, language));
      const topic = (r: (typeof rows)[number]) => ({ title: r.title, content: r.content, tag: r.tag });
      return rows
        .filter((r) => r.parentId === null)
        .map((parent) => ({
          ...topic(parent),
          children: rows.filter((r) => r.parentId === parent.id).map(topic),
          language,
        }));
    },
  };
}
export type HelpService = ReturnType<typeof helpService>;
