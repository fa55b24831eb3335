import type { CSSProperties, ReactNode, Ref } from 'react';
import styles from './virtual-grid.module.css';

export interface GridRowsProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  columns: number;
  /** Rows [start, end) render; padding of `rowHeight` a row stands in for the others. */
  start: number;
  end: number;
  rowHeight: number;
  className?: string | undefined;
  'aria-label'?: string | undefined;
  'data-testid'?: string | undefined;
  ref?: Ref<HTMLUListElement>;
}

/** The list of a VirtualGrid, showing some of its rows; the same markup windowed or whole. */
export function GridRows<T>({
  items,
  getKey,
  renderItem,
  columns,
  start,
  end,
  rowHeight,
  className,
  ref,
  ...aria
}: GridRowsProps<T>) {
  const style = {
    '--columns': columns,
    paddingTop: start * rowHeight,
    paddingBottom: (Math.ceil(items.length / columns) - end) * rowHeight,
  } as CSSProperties;
  return (
    // role="list": Safari drops list semantics from a ul styled list-style: none.
    <ul
      ref={ref}
      role="list"
      className={className ? `${styles.grid} ${className}` : styles.grid}
      style={style}
      {...aria}
    >
      {items.slice(start * columns, end * columns).map((item, i) => {
        const index = start * columns + i;
        return (
          // setsize/posinset: assistive tech still hears "12 of 1,200" with most items left out.
          <li key={getKey(item)} className={styles.item} aria-setsize={items.length} aria-posinset={index + 1}>
            {renderItem(item, index)}
          </li>
        );
      })}
    </ul>
  );
}
