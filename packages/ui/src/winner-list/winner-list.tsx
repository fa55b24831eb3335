import styles from './winner-list.module.css';

export interface WinnerListItem {
  key: string;
  name: string;
  game: string;
  amount: string;
}

export interface WinnerListProps {
  title: string;
  winners: WinnerListItem[];
  /** Shown when nobody has won yet. */
  emptyText: string;
}

/** The winner board (spec sections 3 and 4): who won how much in which game, biggest first. */
export function WinnerList({ title, winners, emptyText }: WinnerListProps) {
  return (
    <section className={styles.board} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {winners.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ol className={styles.list} data-testid="winner-list">
          {winners.map((winner) => (
            <li key={winner.key} className={styles.row}>
              <span className={styles.name}>{winner.name}</span>
              <span className={styles.game}>{winner.game}</span>
              <strong className={styles.amount}>{winner.amount}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
