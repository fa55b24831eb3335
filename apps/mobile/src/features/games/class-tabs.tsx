import { GAME_CLASSES, requiresLogin, type GameClass } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../stores/hooks';
import '../../components/chips.css';

/**
 * The class filter of a game list (spec section 4): ALL, HOT, NEW, FAV, RECENT. Favourites and
 * recent are a member's own lists of the list's type and vendors; a visitor goes to login.
 */
export function ClassTabs({ value, onChange }: { value: string; onChange: (value: GameClass) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useAppSelector((s) => s.session.current !== null);
  return (
    <ul className="chips" aria-label={t('games.classes')} data-testid="class-tabs">
      {GAME_CLASSES.map((gameClass) => (
        <li key={gameClass}>
          <button
            type="button"
            className={`chip${value === gameClass ? ' is-active' : ''}`}
            aria-pressed={value === gameClass}
            onClick={() => (requiresLogin(gameClass) && !member ? void navigate('/login') : onChange(gameClass))}
          >
            {t(`games.class.${gameClass}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
