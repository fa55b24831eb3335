import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { visibleRowRange } from './window-range';
import styles from './virtual-grid.module.css';

/** Up to this many items everything renders: a few dozen tiles cost less than windowing them. */
const RENDER_ALL_UP_TO = 60;
/** Rows of the first (server or pre-measure) render: one phone screen of tiles at first paint. */
const FIRST_ROWS = 6;

export interface VirtualGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** `index` is the item's place in `items`, not among the rendered ones. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Tiles per row (default 3). Set it here, not in CSS: the windowing counts rows from it. */
  columns?: number;
  /**
   * Height of one row including the row gap, in px, until a rendered row is measured
   * (first render, server, jsdom). Rows are assumed to be equally tall.
   */
  estimatedRowHeight?: number;
  /** Rows rendered beyond each edge of the viewport (default 4). */
  overscanRows?: number;
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

interface Layout {
  start: number;
  end: number;
  rowHeight: number;
}

/** Row pitch of a rendered row (its height plus the row gap), or undefined before layout. */
function measureRowHeight(list: HTMLElement): number | undefined {
  const first = list.firstElementChild;
  const height = first ? first.getBoundingClientRect().height : 0;
  if (!(height > 0)) return undefined;
  return height + (parseFloat(getComputedStyle(list).rowGap) || 0);
}

/**
 * A grid of tiles in the page's own scroll (not an inner scroll box) that renders only the rows
 * near the viewport, so a list of 1,000+ games keeps a bounded DOM. Padding on the list stands in
 * for the rows left out, keeping the page height and scrollbar right.
 */
export function VirtualGrid<T>({
  items,
  getKey,
  renderItem,
  columns = 3,
  estimatedRowHeight = 160,
  overscanRows = 4,
  className,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: VirtualGridProps<T>) {
  const cols = Math.max(1, Math.floor(columns));
  const rowCount = Math.ceil(items.length / cols);
  const windowed = items.length > RENDER_ALL_UP_TO;
  const listRef = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState<Layout>(() => ({ start: 0, end: Math.min(FIRST_ROWS, rowCount), rowHeight: estimatedRowHeight }));

  const update = useCallback(
    (remeasure: boolean) => {
      const list = listRef.current;
      if (!list) return;
      const measured = remeasure ? measureRowHeight(list) : undefined;
      const scrollTop = window.scrollY;
      const viewportHeight = window.innerHeight;
      const listTop = list.getBoundingClientRect().top + scrollTop;
      setLayout((prev) => {
        const rowHeight = measured ?? prev.rowHeight;
        const { start, end } = visibleRowRange({ scrollTop, viewportHeight, listTop, rowHeight, rowCount, overscan: overscanRows });
        // Same range, same object: React skips the render, so most scroll frames cost nothing.
        return prev.start === start && prev.end === end && prev.rowHeight === rowHeight ? prev : { start, end, rowHeight };
      });
    },
    [rowCount, overscanRows],
  );

  // Before paint, so a restored scroll position or a load-more never shows the wrong rows.
  useLayoutEffect(() => {
    if (windowed) update(true);
  }, [windowed, update]);

  useEffect(() => {
    const list = listRef.current;
    if (!windowed || !list) return;
    let frame = 0;
    let remeasure = false;
    // One update per frame however many events arrive; only size changes pay for a re-measure.
    const schedule = (measure: boolean) => {
      remeasure ||= measure;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const m = remeasure;
        remeasure = false;
        update(m);
      });
    };
    const onScroll = () => schedule(false);
    const onResize = () => schedule(true);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    // Tiles change height with the list's width and as fonts load, without a window resize.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(onResize);
    // Border box: steady while the range moves (padding trades for rows), changes when rows resize.
    observer?.observe(list, { box: 'border-box' });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
    };
  }, [windowed, update]);

  if (items.length === 0) return null;

  // Clamped here too: when items shrink, the stored range is stale until the layout effect runs.
  const end = windowed ? Math.min(layout.end, rowCount) : rowCount;
  const start = windowed ? Math.min(layout.start, end) : 0;
  const style = {
    '--columns': cols,
    paddingTop: start * layout.rowHeight,
    paddingBottom: (rowCount - end) * layout.rowHeight,
  } as CSSProperties;

  const rendered = items.slice(start * cols, end * cols).map((item, i) => {
    const index = start * cols + i;
    return (
      // setsize/posinset: assistive tech still hears "12 of 1,200" with most items left out.
      <li key={getKey(item)} className={styles.item} aria-setsize={items.length} aria-posinset={index + 1}>
        {renderItem(item, index)}
      </li>
    );
  });

  return (
    // role="list": Safari drops list semantics from a ul styled list-style: none.
    <ul ref={listRef} role="list" className={className ? `${styles.grid} ${className}` : styles.grid} style={style} aria-label={ariaLabel} data-testid={testId}>
      {rendered}
    </ul>
  );
}
