import { z } from 'zod';
import { interfaceLanguageSchema } from './common';

/**
 * Announcement feed types other than banners (spec section 7): PL player, PU popup, PR promotion,
 * H hot; and AG, ours, for the spec's Agent content type (section 6; its code is not shown),
 * answered to agents only.
 */
export const NOTICE_TYPES = ['PL', 'PU', 'PR', 'H', 'AG'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Audience (spec section 6): A logged-in members, F first-time logins (with A), B anonymous visitors. */
export const AUDIENCES = ['A', 'B', 'F'] as const;

export const announcementImageSchema = z.object({ url: z.string(), sequence: z.number().int() });

/**
 * An announcement (spec section 3). `content` is the operator's HTML: the client sanitizes it
 * before it reaches the page. `read` is per member; visitors and trial accounts see all as read.
 */
export const announcementSchema = z.object({
  id: z.string(),
  type: z.enum(NOTICE_TYPES),
  title: z.string(),
  content: z.string(),
  /** ISO date-time the announcement starts. */
  startDate: z.string(),
  read: z.boolean(),
  execution: z.enum(AUDIENCES),
  announcementImages: z.array(announcementImageSchema),
  /** The language its words are in: the reader's, or the brand's content fallback where it has none in theirs. */
  language: interfaceLanguageSchema.optional(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementsSchema = z.array(announcementSchema);

/** Marks one announcement read for the logged-in member. */
export const markReadPayloadSchema = z.object({ id: z.string().trim().min(1).max(64) });
export type MarkReadPayload = z.infer<typeof markReadPayloadSchema>;
