import type { Announcement, NoticeType } from '@lobby/contract';
import { isAgent, TRIAL_TYPE } from '@lobby/domain';
import type { MemberRow } from '../db/repositories/accounts-repo';
import type { AnnouncementsRepo } from '../db/repositories/announcements-repo';
import { AppError } from '../errors';
import { inLanguage } from './banners-service';
import { firstWithContent, type ContentLanguages } from './content-language';

/** Who is asking: nobody (a visitor) or a logged-in member. */
export type Viewer = { member: MemberRow } | null;

/**
 * Announcements (spec sections 3, 4 and 6): visitors get audience B; members A, and F too on their
 * first login; the agent feed (AG) only agents. Members see their read marks; trial accounts see
 * everything as read.
 */
export function announcementsService(repo: AnnouncementsRepo, now: () => Date = () => new Date()) {
  return {
    /** In the reader's language where the brand has the feed in it, else in the brand's fallback. */
    async list(
      merchantCode: string,
      types: NoticeType[],
      languages: ContentLanguages,
      viewer: Viewer,
    ): Promise<Announcement[]> {
      const member = viewer?.member;
      // Agent content is for agents: anyone else asking for it gets none (spec section 6).
      const feeds = types.filter((type) => type !== 'AG' || (member !== undefined && isAgent(member.type)));
      if (feeds.length === 0) return [];
      const audiences = !member ? ['B'] : (await repo.sessionCount(member.id)) <= 1 ? ['A', 'F'] : ['A'];
      const trial = member?.type === TRIAL_TYPE;
      const at = now();
      const { language, rows } = await firstWithContent(languages, (language) =>
        repo.list({
          merchantCode,
          types: feeds,
          language,
          audiences,
          now: at,
          memberId: trial ? undefined : member?.id,
        }),
      );
      return rows.map(({ row, read }) => ({
        id: row.id,
        type: row.type as NoticeType,
        title: row.title,
        content: row.content,
        startDate: row.startDate.toISOString(),
        read: trial ? true : read,
        execution: row.execution as Announcement['execution'],
        announcementImages: inLanguage(row.images, language),
        language,
      }));
    },

    /** Only a member (not a trial account) marks read, and only announcements of their brand. */
    async markRead(merchantCode: string, member: MemberRow, id: string): Promise<void> {
      if (member.type === TRIAL_TYPE) throw new AppError('freeplay.rejected', 403);
      const row = await repo.byId(id);
      if (!row || row.merchantCode !== merchantCode) throw new AppError('request.notFound', 404);
      await repo.markRead(member.id, id);
    },
  };
}
export type AnnouncementsService = ReturnType<typeof announcementsService>;
