import styles from './playing-card.module.css';

export interface PlayingCardProps {
  /** 1 (ace) to 13 (king); absent for a card still face down. */
  rank?: number;
  suit?: 'S' | 'H' | 'D' | 'C';
  /** The card read out, e.g. 'Queen of hearts' (translated by the caller). */
  label: string;
  size?: 'm' | 'l';
}

const SUIT_SYMBOL = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
const RANK_TEXT: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

/** A playing card face up (rank and suit, red or black) or face down, drawn with CSS only. */
export function PlayingCard({ rank, suit, label, size = 'm' }: PlayingCardProps) {
  if (rank === undefined || suit === undefined) {
    return <div className={`${styles.card} ${styles[size]} ${styles.back}`} role="img" aria-label={label} />;
  }
  const red = suit === 'H' || suit === 'D';
  return (
    <div
      className={`${styles.card} ${styles[size]} ${red ? styles.red : styles.black}`}
      role="img"
      aria-label={label}
      data-rank={rank}
      data-suit={suit}
    >
      <span className={styles.corner} aria-hidden="true">
        {RANK_TEXT[rank] ?? rank}
        <br />
        {SUIT_SYMBOL[suit]}
      </span>
      <span className={styles.pip} aria-hidden="true">
        {SUIT_SYMBOL[suit]}
      </span>
    </div>
  );
}
