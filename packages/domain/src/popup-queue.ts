/**
 * The popups that open by themselves, in the order they take turns: one at a time, the most
 * important first (a forced message before a contract prompt, before announcements, before the
 * invite), and none over the account screens, where the user is busy with a form.
 */
export const AUTO_POPUP_ORDER = ['forced', 'contract', 'announcement', 'invite'] as const;
export type AutoPopup = (typeof AUTO_POPUP_ORDER)[number];

/** Routes (without the /m base) whose own form must not be covered: login, register, forgot, change password. */
const ACCOUNT_ROUTES = new Set(['/login', '/register', '/register.html', '/forget', '/changePsw']);

export function isAccountRoute(pathname: string): boolean {
  return ACCOUNT_ROUTES.has(pathname.replace(/\/+$/, '') || '/');
}

/**
 * Which waiting popup shows now: none on an account route or while the user has a popup of their
 * own open (login, language...); else the one already on screen (`showing`) keeps its turn until
 * it is closed, so a popup that arrives later never swaps it away (a forced message excepted: it
 * says why the screen changed); else the first waiting one in `AUTO_POPUP_ORDER`. A popup still
 * deciding whether it shows may wait too: it holds back the ones after it, and shows nothing.
 */
export function autoPopupTurn(
  waiting: readonly AutoPopup[],
  where: { pathname: string; userPopupOpen: boolean; showing?: AutoPopup | null },
): AutoPopup | null {
  if (where.userPopupOpen || isAccountRoute(where.pathname)) return null;
  const first = AUTO_POPUP_ORDER.find((kind) => waiting.includes(kind)) ?? null;
  const { showing } = where;
  if (showing && first !== 'forced' && waiting.includes(showing)) return showing;
  return first;
}
