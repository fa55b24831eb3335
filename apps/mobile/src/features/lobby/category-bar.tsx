import { useGetSiteSettingsQuery } from '@lobby/api-client';
import type { GameCategory } from '@lobby/contract';
import { requiresLogin } from '@lobby/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SearchButton } from '../../components/games/search-button';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { homeTabChosen } from '../../stores/lobby';
import '../../components/chips.css';
import './category-bar.css';

/**
 * The category tab bar of home with its search button (spec section 2): one tab per category in
 * the brand's order; choosing one changes what home shows below, in place.
 */
export function CategoryBar({ onSearch }: { onSearch: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const current = useAppSelector((s) => s.lobby.homeTab);
  const member = useAppSelector((s) => s.session.current !== null);
  const { data: settings } = useGetSiteSettingsQuery();
  const categories = settings?.menuCategories ?? [];
  const row = useRef<HTMLUListElement>(null);
  const shownTab = useRef(current);
  // A tab chosen by a swipe may be out of sight: bring its chip into the row's view (the row only).
  // Not on the first paint: reading the layout then would lengthen the app's start.
  useEffect(() => {
    if (shownTab.current === current) return;
    shownTab.current = current;
    const list = row.current;
    const chip = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !chip) return;
    const left = chip.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + chip.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: left - (list.clientWidth - chip.offsetWidth) / 2, behavior: 'smooth' });
    }
  }, [current]);
  const choose = (category: GameCategory) => {
    // Favourites and recent are a member's lists: a visitor goes to login (spec section 4).
    if (requiresLogin(category) && !member) void navigate('/login');
    else dispatch(homeTabChosen(category));
  };
  return (
    // The row keeps its height while the settings load, so nothing below it moves.
    <nav className="category-bar" aria-label={t('shell.games')}>
      <SearchButton onClick={onSearch} />
      <ul className="chips" data-testid="category-tabs" ref={row}>
        {categories.map((category) => (
          <li key={category}>
            <button
              type="button"
              className={`chip${category === current ? ' is-active' : ''}`}
              aria-pressed={category === current}
              onClick={() => choose(category)}
            >
              {t(`categories.${category}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
