import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  /** 0 to 1; values outside are clamped. */
  value: number;
  /** Names the bar, e.g. 'Progress to VIP 2'. */
  label: string;
  /** Shown under the bar, e.g. '12.50 / 1,000.00'. */
  detail?: string;
}

/** A labelled progress bar (VIP rank progress, spec section 2). */
export function ProgressBar({ value, label, detail }: ProgressBarProps) {
  const shown = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
  return (
    <div className={styles.wrap}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
      >
        <div className={styles.fill} style={{ width: `${shown}%` }} />
      </div>
      {detail && <p className={styles.detail}>{detail}</p>}
    </div>
  );
}
