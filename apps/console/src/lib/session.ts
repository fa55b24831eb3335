// The console session's token lives in this tab only (sessionStorage): closing the tab signs out
// of it, and no other site's script can read it from a cookie jar.
const KEY = 'lobby.console.session';

type Listener = () => void;
const listeners = new Set<Listener>();

export const sessionToken = (): string | null => sessionStorage.getItem(KEY);

export function keepSession(token: string | null) {
  if (token) sessionStorage.setItem(KEY, token);
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the app follows sign-in and sign-out. */
export function onSessionChange(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
