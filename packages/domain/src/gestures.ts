import { LOBBY_TIMINGS } from './lobby-timings';

export type SwipeDirection = 'next' | 'previous';

/**
 * What a finger's move means (spec section 9: swipe 60 px): at least 60 px across and mostly
 * across (twice as far as up or down, so scrolling the page is never read as a swipe). A move to
 * the left shows the next tab, to the right the previous one.
 */
export function swipeDirection(
  dx: number,
  dy: number,
  minPx: number = LOBBY_TIMINGS.gestures.swipeMinPx,
): SwipeDirection | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  if (Math.abs(dx) < minPx || Math.abs(dx) <= 2 * Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The tab a swipe leads to; none past either end (the tabs do not wrap around). */
export function swipedTab<T>(tabs: readonly T[], current: T, direction: SwipeDirection): T | undefined {
  const index = tabs.indexOf(current);
  if (index < 0) return undefined;
  return tabs[direction === 'next' ? index + 1 : index - 1];
}

/** Whether a press held this long is a long press (370 ms). */
export const isLongPress = (heldMs: number, longPressMs: number = LOBBY_TIMINGS.gestures.longPressMs) =>
  heldMs >= longPressMs;

/** Android browsers restore scroll positions late; others need one scroll to top. */
export const isAndroid = (userAgent: string) => /\bAndroid\b/i.test(userAgent);
