/**
 * Ours: the member's push channel, a Server-Sent Events stream (balance, unread counts, forced
 * logout, brand). A module apart from PATHS: a visitor's first page carries PATHS, and only members
 * stream, from code loaded later.
 */
export const PUSH_PATHS = {
  memberEvents: '/wps/v2/events',
} as const;
