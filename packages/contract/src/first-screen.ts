/**
 * What the server's page and the browser app agree on to render a visitor's first screen on the
 * server and hand it over: the cookies the server reads, and the ids of what it writes in the page.
 */
export const FIRST_SCREEN = {
  /** The visitor's language and theme ("en.light"), for the server to render their screens in. */
  preferencesCookie: 'lobby-prefs',
  /** Set while a member is logged in: their screens are theirs, rendered by the browser. */
  memberCookie: 'lobby-member',
  /** The inert JSON script holding the API answers the screen was rendered from. */
  stateId: 'lobby-first-screen',
  /** The template holding the app's code until the screen is painted. */
  heldAppCodeId: 'lobby-app',
} as const;
