import { useLayoutEffect, useRef } from 'react';

/**
 * How a screen's title makes room for itself beside the header's buttons, tried in this order until
 * every word shows whole: one line, a size smaller, two sizes smaller, two lines, then a row of its
 * own under the buttons (where it wraps as it needs). Never cut, never moving.
 */
export const TITLE_FITS = ['line', 'small', 'smaller', 'lines', 'row'] as const;
export type TitleFit = (typeof TITLE_FITS)[number];

/**
 * Fits a screen's title to the room the header's buttons leave it (TITLE_FITS), now and whenever
 * that room changes; answers the ref of the heading, whose parent is the header.
 */
export function useTitleFit(title: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    const heading = ref.current;
    const header = heading?.parentElement;
    if (!heading || !header) return;
    // Each way is tried on the page itself (the browser breaks lines as each script needs),
    // before anything is painted.
    const fit = () => {
      for (const way of TITLE_FITS) {
        heading.dataset.fit = way;
        if (way === 'row' || showsWhole(heading)) return;
      }
    };
    fit();
    // Again when the room changes: the phone turns, the buttons beside it come or grow (a member's
    // end loads after the title, a balance or a badge arrives), or the script's font arrives (it
    // measures differently from the one drawn meanwhile).
    if (typeof ResizeObserver === 'undefined') return;
    // At the next frame: fitting resizes what is observed, which an observer's own turn must not do.
    let frame = 0;
    const refit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    const resized = new ResizeObserver(refit);
    const observeAll = () => {
      for (const element of [header, ...Array.from(header.children)]) resized.observe(element);
    };
    observeAll();
    const replaced = new MutationObserver(() => {
      observeAll();
      fit();
    });
    replaced.observe(header, { childList: true });
    const fonts = typeof document.fonts === 'undefined' ? null : document.fonts;
    fonts?.addEventListener('loadingdone', fit);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      replaced.disconnect();
      fonts?.removeEventListener('loadingdone', fit);
    };
  }, [title]);
  return ref;
}

/** Nothing of the heading is hidden: no line wider than it, no line below its last. */
const showsWhole = (heading: HTMLElement) =>
  heading.scrollWidth <= heading.clientWidth && heading.scrollHeight <= heading.clientHeight;
