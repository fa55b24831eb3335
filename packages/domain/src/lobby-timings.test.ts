import { describe, expect, it } from 'vitest';
import { LOBBY_TIMINGS as T } from './lobby-timings';

describe('lobby timings (spec section 9)', () => {
  it.each([
    ['search debounce', T.searchDebounceMs, 500],
    ['language-change debounce', T.languageChangeDebounceMs, 250],
    ['revalidation debounce', T.revalidationDebounceMs, 200],
    ['banner delay', T.banner.delayMs, 4000],
    ['banner speed', T.banner.speedMs, 1000],
    ['banner slides per view', T.banner.slidesPerView, 1.1],
    ['home carousel delay', T.homeCarousel.delayMs, 8000],
    ['game carousel slides per view', T.gameCarousel.slidesPerView, 3.2],
    ['game carousel group', T.gameCarousel.slidesPerGroup, 3],
    ['game carousel spacing', T.gameCarousel.spaceBetween, 0.13],
    ['load-more threshold', T.loadMore.thresholdPx, 300],
    ['load-more throttle', T.loadMore.throttleMs, 1000],
    ['ticker frame rate', T.tickerFps, 30],
    ['lazy-load margin', T.lazyLoadMarginPx, 100],
    ['toast 1 s', T.toast.brief, 1000],
    ['toast 1.5 s', T.toast.standard, 1500],
    ['toast 2 s', T.toast.notice, 2000],
    ['short toast 3 s', T.toast.short, 3000],
    ['long toast 8 s', T.toast.long, 8000],
    ['tab-switch refill', T.tabRefillMs, 150],
    ['page transition', T.pageTransitionMs, 300],
    ['scroll throttle', T.scrollThrottleMs, 300],
    ['android scroll delay', T.androidScrollDelayMs, 500],
    ['swipe distance', T.gestures.swipeMinPx, 60],
    ['long press', T.gestures.longPressMs, 370],
  ])('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
