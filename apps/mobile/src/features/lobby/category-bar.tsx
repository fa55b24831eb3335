import { pathForCategory, type LobbyCategory } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const DEFAULT_BAR: LobbyCategory[] = ['HOT', 'JILI', 'RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];

/** The category tab bar of home: one tab per category in the brand's order (spec section 2). */
export function CategoryBar({ categories = DEFAULT_BAR }: { categories?: readonly LobbyCategory[] }) {
  const { t } = useTranslation();
  return (
    <nav className="category-bar" aria-label={t('shell.games')}>
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
