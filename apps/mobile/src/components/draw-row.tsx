import type { Game } from '@lobby/contract';
import { DEFAULT_GAME_ICON } from '@lobby/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './draw-row.css';

/**
 * One lottery as a row (home lottery block, lottery hall): icon (the default one when it fails),
 * name, optional details under it, and a play button.
 */
export function DrawRow({ game, onPlay, children }: { game: Game; onPlay: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className="draw-list__item">
      <img
        className="draw-list__icon"
        src={game.iconUrl || DEFAULT_GAME_ICON}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        decoding="async"
        onError={(e) => {
          if (e.currentTarget.src !== DEFAULT_GAME_ICON) e.currentTarget.src = DEFAULT_GAME_ICON;
        }}
      />
      <span className="draw-list__name">
        {game.gameName}
        {children}
      </span>
      <button type="button" className="button" onClick={onPlay} aria-label={t('game.play', { name: game.gameName })}>
        {t('home.play')}
      </button>
    </li>
  );
}
