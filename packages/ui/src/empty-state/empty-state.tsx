import styles from './empty-state.module.css';

export interface EmptyStateProps {
  message: string;
  /** An error is announced at once (role alert); an empty list is not. */
  tone?: 'empty' | 'error';
  action?: { label: string; onClick: () => void };
}

/** Nothing to show: no games found, or a failure with a retry. */
export function EmptyState({ message, tone = 'empty', action }: EmptyStateProps) {
  return (
    <div className={styles.box} role={tone === 'error' ? 'alert' : undefined} data-testid={`state-${tone}`}>
      <p className={styles.message}>{message}</p>
      {action && (
        <button type="button" className={styles.action} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
