import type { TAG_TYPES } from './api';

export type TagType = (typeof TAG_TYPES)[number];
type Tag = TagType | { type: TagType; id: string | number };

/** The tag of a whole list of a type (Metabase's listTag). */
export const listTag = (type: TagType) => ({ type, id: 'LIST' }) as const;

/** The tag of one item of a type (Metabase's idTag). */
export const idTag = (type: TagType, id: string | number) => ({ type, id }) as const;

/**
 * Tags a mutation invalidates once it succeeded: a refused change changed nothing, so nothing is
 * asked again (Metabase's invalidateTags(error, tags)).
 */
export const onSuccess =
  (...tags: Tag[]) =>
  (_result: unknown, error: unknown): Tag[] =>
    error ? [] : tags;

/**
 * Data that differs with who is logged in. When a visitor logs in these are asked again; when a
 * member leaves (logout, forced logout, another account), the whole cache is dropped instead, so
 * nothing of theirs is shown to the next person (see sessionCacheReset).
 */
export const MEMBER_TAGS = [
  'Member',
  // Each audience has its own feeds, and a member their read marks.
  'Announcements',
  'Wallet',
  'Promotions',
  'ChatUnread',
  'Inbox',
  'Favourites',
  'RecentGames',
  'Orders',
  'Contracts',
  'Feedback',
  'Kyc',
  'Security',
] as const satisfies readonly TagType[];
