import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import '../../components/chips.css';

const TABS = [
  { to: '/hot-games', key: 'categories.HOT' },
  { to: '/fav-games', key: 'categories.FAV' },
  { to: '/recent-games', key: 'categories.RECENT' },
] as const;

/** The Popular, Favourite and Recent tabs of the search, favourites and recent screens (spec section 2). */
export function ListTabs({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('search.shortcuts')}>
      <ul className="chips" data-testid="list-tabs">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              className={({ isActive }) => `chip${isActive ? ' is-active' : ''}`}
              to={tab.to}
              onClick={onNavigate}
            >
              {t(tab.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
