import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { pathForCategory, type LobbyCategory } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './game-center.module.css';

/** The lists every brand has besides its menu categories. */
const ALWAYS: LobbyCategory[] = ['HOT', 'IN_HOUSE', 'SEARCH'];

/** /m/gameCenter: every game category of the brand in its menu order, each opening its list. */
export function GameCenter() {
  const { t } = useTranslation();
  const { data: settings } = useGetSiteSettingsQuery();
  const menu = (settings?.menuCategories ?? []).filter((c) => c !== 'HOME' && c !== 'HOT');
  const entries = [...new Set<LobbyCategory>([...menu, ...ALWAYS])]
    .map((category) => ({ category, path: pathForCategory(category) }))
    .filter((entry): entry is { category: LobbyCategory; path: string } => entry.path !== null);
  return (
    <ul className={styles.grid} data-testid="game-center">
      {entries.map(({ category, path }) => (
        <li key={category}>
          <Link className={styles.card} to={path.slice(2)}>
            {category === 'IN_HOUSE'
              ? t('titles.inHouse')
              : category === 'SEARCH'
                ? t('titles.searchGames')
                : t(`categories.${category}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
