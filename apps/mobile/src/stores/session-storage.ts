// No store here: the first-screen boot script reads the saved session's token too.

/** Where a login is kept for the tab (session storage). */
export const SESSION_KEY = 'lobby.session';

/** The saved session's token, or null; read inside the try (blocked site data throws). */
export function savedSessionToken(storage?: Pick<Storage, 'getItem'>): string | null {
  try {
    const saved = JSON.parse((storage ?? sessionStorage).getItem(SESSION_KEY) ?? 'null') as { token?: unknown } | null;
    return typeof saved?.token === 'string' ? saved.token : null;
  } catch {
    return null;
  }
}
