import { showsFavouriteStar } from '@lobby/domain';
import { useState, type SyntheticEvent } from 'react';
import { useLongPress } from '../gestures/use-long-press';
import { DEFAULT_GAME_ICON } from './default-icon';
import styles from './game-tile.module.css';

export interface GameTileGame {
  gameId: string;
  gameName: string;
  gameType: string;
  displayName: string;
  iconUrl: string;
  isHot: boolean;
  isNew: boolean;
}

export interface GameTileLabels {
  hot: string;
  new: string;
  favourite: string;
  unfavourite: string;
  /** The vendor's name as the screen says it; the game's `displayName` when not given. */
  vendor?: string;
}

export interface GameTileProps {
  game: GameTileGame;
  labels: GameTileLabels;
  onPlay: (game: GameTileGame) => void;
  /** Omit to hide the star; it is also hidden for lottery types whatever is passed. */
  favourite?: { active: boolean; onToggle: (game: GameTileGame) => void };
  /** The LCP image: loads eagerly with high fetch priority. */
  priority?: boolean;
  /** Icon edge in CSS pixels, for explicit image sizes (no layout shift). */
  size?: number;
}

/**
 * A game in a grid or carousel: icon, name, vendor, hot/new badges and favourite star. Names are
 * cut to fit; a long press shows the whole name and vendor, and does not start the game.
 */
export function GameTile({ game, labels, onPlay, favourite, priority = false, size = 108 }: GameTileProps) {
  const [src, setSrc] = useState(game.iconUrl || DEFAULT_GAME_ICON);
  const onError = (e: SyntheticEvent<HTMLImageElement>) => {
    if (e.currentTarget.src !== DEFAULT_GAME_ICON) setSrc(DEFAULT_GAME_ICON);
  };
  const star = favourite && showsFavouriteStar(game.gameType);
  const press = useLongPress();
  const vendor = labels.vendor ?? game.displayName;

  return (
    <div className={styles.tile} data-testid="game-tile" data-game-id={game.gameId}>
      <button
        type="button"
        className={styles.play}
        // Named by what it shows, game and vendor (WCAG 2.5.3, label in name): a tile plays.
        onClick={() => press.guardClick(() => onPlay(game))}
        {...press.handlers}
      >
        <img
          className={styles.icon}
          src={src}
          alt=""
          width={size}
          height={size}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={onError}
        />
        <span className={styles.name} data-testid="game-tile-name">
          {game.gameName}
        </span>{' '}
        <span className={styles.vendor}>{vendor}</span>
      </button>
      {press.held && (
        <span className={styles.peek} role="tooltip">
          {game.gameName} · {vendor}
        </span>
      )}
      {(game.isHot || game.isNew) && (
        <span className={styles.badges}>
          {game.isHot && <span className={`${styles.badge} ${styles.hot}`}>{labels.hot}</span>}
          {game.isNew && <span className={`${styles.badge} ${styles.new}`}>{labels.new}</span>}
        </span>
      )}
      {star && (
        <button
          type="button"
          className={`${styles.star} ${favourite.active ? styles.starActive : ''}`}
          aria-pressed={favourite.active}
          aria-label={favourite.active ? labels.unfavourite : labels.favourite}
          onClick={() => favourite.onToggle(game)}
        >
          {favourite.active ? '★' : '☆'}
        </button>
      )}
    </div>
  );
}
