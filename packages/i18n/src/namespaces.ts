/**
 * Namespaces of the dictionaries: `translation` on the first page; `account` and `content` with
 * the forms and screens that use them. A screen asks for its namespace first and falls back to
 * `translation`, so the keys read the same (e.g. 'account.password').
 */
export const NAMESPACES = [
  'translation',
  'account',
  'content',
  'play',
  'search',
  'records',
  'protection',
  'security',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
