/**
 * Timings and carousel settings the lobby uses (spec sections 2, 4, 5 and 9). Milliseconds unless
 * the name says otherwise.
 */
export const LOBBY_TIMINGS = {
  /** Game search: typing searches after 500 ms (Enter at once). */
  searchDebounceMs: 500,
  /** Lists reload 250 ms after the language changes. */
  languageChangeDebounceMs: 250,
  /** Filled form fields revalidate 200 ms after the language changes. */
  revalidationDebounceMs: 200,
  banner: { delayMs: 4000, speedMs: 1000, slidesPerView: 1.1 },
  homeCarousel: { delayMs: 8000 },
  /** Home game sections: 3.2 slides per view, 3 per swipe, spacing 0.13 (unit not shown). */
  gameCarousel: { slidesPerView: 3.2, slidesPerGroup: 3, spaceBetween: 0.13 },
  /** Infinite scroll asks for the next page 300 px before the end, at most once a second. */
  loadMore: { thresholdPx: 300, throttleMs: 1000 },
  /** The home announcement ticker moves at 30 frames a second. */
  tickerFps: 30,
  /** The announcement popup loads 500 ms after home mounts. */
  announcementPopupDelayMs: 500,
  /** Marking a notice read is throttled to once per 150 ms; unread counts to once per 250 ms. */
  markReadThrottleMs: 150,
  unreadThrottleMs: 250,
  /** Lazy components start loading 100 px before entering the viewport. */
  lazyLoadMarginPx: 100,
  /**
   * How long toasts stay (spec section 9: 1 s, 1.5 s, 2 s, short 3 s, long 8 s): 'saved' for a
   * second, refusals such as free_reject two, errors three, instructions to act on eight.
   */
  toast: { brief: 1000, standard: 1500, notice: 2000, short: 3000, long: 8000 },
  /** A home category tab's content fades in over 150 ms when the tab changes. */
  tabRefillMs: 150,
  /** A new screen fades in over 300 ms on navigation. */
  pageTransitionMs: 300,
  /** Scroll position is read at most every 300 ms (the back-to-top button). */
  scrollThrottleMs: 300,
  /** Android browsers may restore an old scroll position after the first paint: scroll to top again 500 ms later. */
  androidScrollDelayMs: 500,
  /** A horizontal swipe of 60 px changes the home category tab; a press of 370 ms is a long press. */
  gestures: { swipeMinPx: 60, longPressMs: 370 },
} as const;

export type ToastDuration = keyof (typeof LOBBY_TIMINGS)['toast'];

export type LobbyTimings = typeof LOBBY_TIMINGS;
