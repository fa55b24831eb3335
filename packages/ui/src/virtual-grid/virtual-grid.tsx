import { lazy, Suspense, type ReactNode } from 'react';
import { GridRows } from './grid-rows';
import type { WindowedGrid as WindowedGridType } from './windowed-grid';

/** Up to this many items everything renders: a few dozen tiles cost less than windowing them. */
const RENDER_ALL_UP_TO = 60;
/** Rows shown until the windowing code has arrived (and on the server): one phone screen of tiles. */
const FIRST_ROWS = 6;

// The windowing library loads with the first long list, not with the first page (home's lists are short).
const WindowedGrid = lazy(() =>
  import('./windowed-grid').then((m) => ({ default: m.WindowedGrid })),
) as unknown as typeof WindowedGridType;

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

/**
 * A grid of tiles in the page's own scroll (not an inner scroll box) that renders only the rows
 * near the viewport, so a list of 1,000+ games keeps a bounded DOM. Padding on the list stands in
 * for the rows left out, keeping the page height and scrollbar right.
 */
export function VirtualGrid<T>({
  columns = 3,
  estimatedRowHeight = 160,
  overscanRows = 4,
  ...grid
}: VirtualGridProps<T>) {
  const cols = Math.max(1, Math.floor(columns));
  const rowCount = Math.ceil(grid.items.length / cols);
  if (rowCount === 0) return null;
  if (grid.items.length <= RENDER_ALL_UP_TO)
    return <GridRows {...grid} columns={cols} start={0} end={rowCount} rowHeight={0} />;
  const firstRows = (
    <GridRows {...grid} columns={cols} start={0} end={Math.min(FIRST_ROWS, rowCount)} rowHeight={estimatedRowHeight} />
  );
  return (
    <Suspense fallback={firstRows}>
      <WindowedGrid {...grid} columns={cols} estimatedRowHeight={estimatedRowHeight} overscanRows={overscanRows} />
    </Suspense>
  );
}
