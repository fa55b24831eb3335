import { useGetSiteSettingsQuery } from '@lobby/api-client';
import type { GameCategory } from '@lobby/contract/constants';
import { pathForCategory } from '@lobby/domain';
import { Modal } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LanguageButton } from '../../components/language-button';
import { ThemeToggle } from '../../features/shell/theme-toggle';
import { usePromotions } from '../../hooks/use-content';
import { SideMenuExtras } from './side-menu-extras';
import './side-menu.css';

const LISTS: GameCategory[] = ['HOT', 'FAV', 'RECENT'];

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  /** Opens the customer-service popup. */
  onService: () => void;
}

/** The side menu: game lists, categories, extras, preferences. Any navigation closes it. */
export function SideMenu({ open, onClose, onService }: SideMenuProps) {
  const { t } = useTranslation();
  // One entry per category in the brand's configured order (spec section 2); the lists above
  // are not repeated.
  const { data: settings } = useGetSiteSettingsQuery();
  const categories = (settings?.menuCategories ?? []).filter((c) => !LISTS.includes(c) && c !== 'HOME');
  // The activity entry lists the first three promotions (spec section 2), asked for once opened.
  const { data: promotions } = usePromotions({ skip: !open });
  const entry = (category: GameCategory) => {
    const path = pathForCategory(category);
    if (!path) return null;
    return (
      <li key={category}>
        <NavLink to={path.replace(/^\/m/, '')} className="side-menu__link" onClick={onClose}>
          {t(`categories.${category}`)}
        </NavLink>
      </li>
    );
  };
  return (
    <Modal open={open} onClose={onClose} title={t('header.menu')} closeLabel={t('shell.closeMenu')} placement="left">
      <nav aria-label={t('header.menu')} className="side-menu">
        <ul className="side-menu__list">{LISTS.map(entry)}</ul>
        <h3 className="side-menu__heading">{t('shell.games')}</h3>
        <ul className="side-menu__list">{categories.map(entry)}</ul>
        <h3 className="side-menu__heading">
          <NavLink to="/activity" className="side-menu__link" onClick={onClose}>
            {t('titles.activity')}
          </NavLink>
        </h3>
        <ul className="side-menu__list" data-testid="side-menu-activities">
          {(promotions ?? []).slice(0, 3).map((p) => (
            <li key={p.id}>
              <NavLink
                to={`/activityDetail?id=${encodeURIComponent(p.id)}`}
                className="side-menu__link"
                onClick={onClose}
              >
                {p.title}
              </NavLink>
            </li>
          ))}
        </ul>
        <h3 className="side-menu__heading">{t('shell.more')}</h3>
        <SideMenuExtras onClose={onClose} onService={onService} />
        <h3 className="side-menu__heading">{t('titles.settings')}</h3>
        <div className="side-menu__prefs">
          <LanguageButton />
          <ThemeToggle />
        </div>
      </nav>
    </Modal>
  );
}
