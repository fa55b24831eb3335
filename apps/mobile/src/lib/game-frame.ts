/** The site's game frame (/m/game): a provider's game page opened inside the site. */
export const GAME_FRAME_ROUTE = '/game';

/** What the launch hands the frame, in the history entry (never in the address, so never forged by a link). */
export interface GameFrameState {
  gameUrl: string;
}

/** The state that opens `url` in the game frame. */
export const gameFrameState = (url: string): GameFrameState => ({ gameUrl: url });

/** The game page to frame, from a history entry's state: an http(s) address only, else null. */
export function gameFrameUrl(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('gameUrl' in state)) return null;
  if (typeof state.gameUrl !== 'string') return null;
  try {
    // new URL, not URL.parse: older phones' browsers have no URL.parse.
    const url = new URL(state.gameUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
