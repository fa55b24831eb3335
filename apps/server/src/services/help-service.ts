import type { HelpEntry } from '@lobby/contract';
import type { HelpRepo } from '../db/repositories/help-repo';

/** The help centre (spec sections 3 and 7): top-level topics in order, each with its sub-topics. */
export function helpService(repo: HelpRepo) {
  return {
    async list(merchantCode: string, language: string): Promise<HelpEntry[]> {
      const rows = await repo.list(merchantCode, language);
      const topic = (r: (typeof rows)[number]) => ({ title: r.title, content: r.content, tag: r.tag });
      return rows
        .filter((r) => r.parentId === null)
        .map((parent) => ({ ...topic(parent), children: rows.filter((r) => r.parentId === parent.id).map(topic) }));
    },
  };
}
export type HelpService = ReturnType<typeof helpService>;
