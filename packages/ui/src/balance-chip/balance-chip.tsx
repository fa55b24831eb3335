import styles from './balance-chip.module.css';

export interface BalanceChipLabels {
  /** Names the amount button while the amount shows (tapping hides it). */
  hide: string;
  /** Names the amount button while hidden (tapping shows it). */
  show: string;
  refresh: string;
  deposit: string;
}

export interface BalanceChipProps {
  /** The member's name above the amount. */
  name: string;
  /** The formatted balance; null while unknown (shown as the mask). */
  amount: string | null;
  /** What stands for the amount while it is hidden, refreshing or unknown (spec section 4: asterisks). */
  mask: string;
  hidden: boolean;
  refreshing: boolean;
  labels: BalanceChipLabels;
  onToggleHidden: () => void;
  onRefresh: () => void;
  /** The deposit shortcut's address (spec section 2: /m/voucherCenter). */
  /** Where the deposit button leads; none: no deposit button (the brand has no fund transfers). */
  depositHref?: string | undefined;
  onDeposit?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

const REFRESH = 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7';
const PLUS = 'M12 5v14M5 12h14';

/** The header's balance (spec section 2): hideable as asterisks, refreshable, with a deposit shortcut. */
export function BalanceChip({
  name,
  amount,
  mask,
  hidden,
  refreshing,
  labels,
  onToggleHidden,
  onRefresh,
  depositHref,
  onDeposit,
}: BalanceChipProps) {
  const shown = hidden || refreshing || amount === null ? mask : amount;
  return (
    <div className={styles.chip}>
      <button type="button" className={styles.amount} onClick={onToggleHidden} aria-pressed={hidden}>
        {/* Named by what it does, then by the words it shows (a voice command saying them reaches it). */}
        <span className={styles.action}>{`${hidden ? labels.show : labels.hide}: `}</span>
        <span className={styles.name} data-testid="member-name">
          {name}
        </span>
        <span className={styles.value} data-testid="balance" aria-live="polite">
          {shown}
        </span>
      </button>
      <button
        type="button"
        className={`${styles.icon} ${refreshing ? styles.spinning : ''}`}
        onClick={onRefresh}
        disabled={refreshing}
        aria-label={labels.refresh}
      >
        <Icon d={REFRESH} />
      </button>
      {depositHref && (
        <a
          className={`${styles.icon} ${styles.deposit}`}
          href={depositHref}
          onClick={onDeposit}
          aria-label={labels.deposit}
        >
          <Icon d={PLUS} />
        </a>
      )}
    </div>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
