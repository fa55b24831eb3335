import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { pathForCategory } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The category tab bar of home with its search button: one tab per category in the brand's order (spec section 2). */
export function CategoryBar({ onSearch }: { onSearch: () => void }) {
  const { t } = useTranslation();
  const { data: settings } = useGetSiteSettingsQuery();
  const categories = settings?.menuCategories ?? [];
  return (
    // The row keeps its height while the settings load, so nothing below it moves.
    <nav className="category-bar" aria-label={t('shell.games')}>
      <button type="button" className="icon-button category-bar__search" aria-label={t('search.label')} onClick={onSearch}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" />
        </svg>
      </button>
      <ul className="chips">
        {categories.map((category) => {
          const path = pathForCategory(category);
          if (!path) return null;
          return (
            <li key={category}>
              <Link className="chip" to={path.replace(/^\/m/, '')}>
                {t(`categories.${category}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
