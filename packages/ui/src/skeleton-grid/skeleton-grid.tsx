import styles from './skeleton-grid.module.css';

export interface SkeletonGridProps {
  /** 16 in a list, 8 in a home section (spec section 9). */
  count: number;
  /** Announced to screen readers while loading. */
  label: string;
  /** grid: three to a row (lists); row: one sideways row, 3.2 per view (home sections). */
  layout?: 'grid' | 'row';
}

/** Placeholder tiles while a game list loads. */
export function SkeletonGrid({ count, label, layout = 'grid' }: SkeletonGridProps) {
  return (
    <div className={styles[layout]} role="status" aria-label={label} data-testid="skeleton-grid">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.tile} />
      ))}
    </div>
  );
}
