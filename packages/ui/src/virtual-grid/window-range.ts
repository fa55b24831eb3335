export interface VisibleRowRangeInput {
  /** window.scrollY. */
  scrollTop: number;
  /** window.innerHeight. */
  viewportHeight: number;
  /** Top of the list in document coordinates (getBoundingClientRect().top + scrollY). */
  listTop: number;
  /** Height of one row including the row gap, in px. */
  rowHeight: number;
  rowCount: number;
  /** Extra rows rendered above and below the viewport. */
  overscan: number;
}

/** Rows [start, end) to render; end is exclusive. */
export interface RowRange {
  start: number;
  end: number;
}

/**
 * The rows of a window-scrolled list that meet the viewport, plus overscan, clamped to the list.
 * Never empty while there are rows: a list off screen keeps its nearest row, so its height stays
 * exact (no trailing gap goes missing) and there is always a row to measure.
 */
export function visibleRowRange({ scrollTop, viewportHeight, listTop, rowHeight, rowCount, overscan }: VisibleRowRangeInput): RowRange {
  if (rowCount <= 0) return { start: 0, end: 0 };
  // No usable row height: showing every row beats showing none.
  if (!(rowHeight > 0)) return { start: 0, end: rowCount };
  const extra = Math.max(0, Math.floor(overscan));
  const top = scrollTop - listTop;
  const first = Math.floor(top / rowHeight) - extra;
  const last = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight) + extra;
  const start = Math.min(Math.max(first, 0), rowCount - 1);
  const end = Math.max(Math.min(last, rowCount), start + 1);
  return { start, end };
}
