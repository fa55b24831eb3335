import styles from './jackpot-counter.module.css';

export interface JackpotCounterProps {
  /** The amount, already formatted ('1,234,567,890'); null before it starts. */
  amount: string | null;
  label: string;
}

/** The jackpot counter of home (spec section 4): a big number that keeps growing. */
export function JackpotCounter({ amount, label }: JackpotCounterProps) {
  return (
    <section className={styles.jackpot} aria-label={label}>
      <span className={styles.label}>{label}</span>
      {/* Not live: a number changing every few seconds must not keep interrupting a screen reader. */}
      <strong className={styles.amount} data-testid="jackpot-amount">
        {amount ?? '—'}
      </strong>
    </section>
  );
}
