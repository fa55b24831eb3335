import { useGetSiteSettingsQuery } from '@lobby/api-client';
import type { GameCategory } from '@lobby/contract/constants';
import { pathForCategory } from '@lobby/domain';
import { SideMenu as Drawer, SideMenuHeading, SideMenuLinks, type LinkProps, type SideMenuLink } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LanguageButton } from '../../components/language-button';
import { ThemeToggle } from '../../features/shell/theme-toggle';
import { usePromotions } from '../../hooks/use-content';
import { categoryIcon } from './category-icons';
import { SideMenuExtras } from './side-menu-extras';
import './side-menu.css';

const LISTS: GameCategory[] = ['HOT', 'FAV', 'RECENT'];

/** The router's link that marks the current page (aria-current), as the menu highlights it. */
function MenuLink({ href, ...anchor }: LinkProps) {
  return <NavLink to={href} {...anchor} />;
}

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
  const linkOf = (category: GameCategory): SideMenuLink[] => {
    const path = pathForCategory(category);
    return path
      ? [
          {
            key: category,
            label: t(`categories.${category}`),
            href: path.replace(/^\/m/, ''),
            icon: categoryIcon(category),
          },
        ]
      : [];
  };
  const links = { onNavigate: onClose, link: MenuLink };
  return (
    <Drawer open={open} onClose={onClose} labels={{ title: t('header.menu'), close: t('shell.closeMenu') }}>
      <SideMenuLinks links={LISTS.flatMap(linkOf)} {...links} />
      <SideMenuHeading>{t('shell.games')}</SideMenuHeading>
      <SideMenuLinks links={categories.flatMap(linkOf)} {...links} />
      <SideMenuHeading>
        <NavLink to="/activity" onClick={onClose}>
          {t('titles.activity')}
        </NavLink>
      </SideMenuHeading>
      <SideMenuLinks
        links={(promotions ?? []).slice(0, 3).map((p) => ({
          key: p.id,
          label: p.title,
          href: `/activityDetail?id=${encodeURIComponent(p.id)}`,
        }))}
        {...links}
        data-testid="side-menu-activities"
      />
      <SideMenuHeading>{t('shell.more')}</SideMenuHeading>
      <SideMenuExtras onClose={onClose} onService={onService} />
      <SideMenuHeading>{t('titles.settings')}</SideMenuHeading>
      <div className="side-menu__prefs">
        <LanguageButton />
        <ThemeToggle />
      </div>
    </Drawer>
  );
}
