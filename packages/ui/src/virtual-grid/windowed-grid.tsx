import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { GridRows, type GridRowsProps } from './grid-rows';

export interface WindowedGridProps<T> extends Omit<GridRowsProps<T>, 'start' | 'end' | 'rowHeight' | 'ref'> {
  /** Until a rendered row is measured. */
  estimatedRowHeight: number;
  overscanRows: number;
}

interface Geometry {
  /** Pitch of a row: its height plus the row gap (all rows are as tall as the first). */
  rowHeight: number;
  /** Top of the list in the page, where the window's scroll reaches its first row. */
  scrollMargin: number;
}

/**
 * The rows of a long VirtualGrid near the viewport, following the window's scroll. The library
 * picks the rows; rows are not elements here (the tiles are the grid's items), so their height is
 * measured from the first tile and given to it for every row.
 */
export function WindowedGrid<T>({ estimatedRowHeight, overscanRows, ...grid }: WindowedGridProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const [geometry, setGeometry] = useState<Geometry>({ rowHeight: estimatedRowHeight, scrollMargin: 0 });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const height = element.firstElementChild?.getBoundingClientRect().height ?? 0;
    const scrollMargin = element.getBoundingClientRect().top + window.scrollY;
    setGeometry((prev) => {
      const rowHeight = height > 0 ? height + (parseFloat(getComputedStyle(element).rowGap) || 0) : prev.rowHeight;
      // Same numbers, same object: React skips the render.
      return prev.rowHeight === rowHeight && prev.scrollMargin === scrollMargin ? prev : { rowHeight, scrollMargin };
    });
  }, []);

  // The library reads the window's scroll when it first renders and scrolls the window there when
  // it mounts. A render can wait to be shown (React holds a Suspense boundary's reveal for a moment):
  // a reader who scrolled meanwhile was sent back. Its offset is the window's own as it mounts. This
  // effect comes before the library's hook, so it runs before the library's mount.
  const instance = useRef<Virtualizer<Window, Element>>(null);
  useLayoutEffect(() => {
    if (instance.current) instance.current.scrollOffset = window.scrollY;
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(grid.items.length / grid.columns),
    estimateSize: () => geometry.rowHeight,
    overscan: overscanRows,
    scrollMargin: geometry.scrollMargin,
  });

  instance.current = virtualizer;

  // The library keeps the sizes it estimated: a new row height must reach every row.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, geometry.rowHeight]);

  // After every render, before paint: the rows changed, and content above the list (a banner
  // loading) may have moved it; a restored scroll position or a load-more never shows wrong rows.
  useLayoutEffect(measure);

  useLayoutEffect(() => {
    // Tiles change height with the list's width and as fonts load, without a window resize.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    // Border box: steady while the range moves (padding trades for rows), changes when rows resize.
    if (list.current) observer?.observe(list.current, { box: 'border-box' });
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  const rows = virtualizer.getVirtualItems();
  const start = rows[0]?.index ?? 0;
  const end = (rows.at(-1)?.index ?? -1) + 1;
  return <GridRows ref={list} {...grid} start={start} end={end} rowHeight={geometry.rowHeight} />;
}
