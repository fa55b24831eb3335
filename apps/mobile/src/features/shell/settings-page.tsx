import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './language-select';
import { ThemeToggle } from './theme-toggle';

/** /m/set: the visitor's preferences, the same controls as the side menu, as a page. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <ul className="settings-list" data-testid="settings">
      <li className="settings-list__row">
        <span>{t('header.language')}</span>
        <LanguageSelect />
      </li>
      <li className="settings-list__row">
        <span>{t('header.theme')}</span>
        <ThemeToggle />
      </li>
    </ul>
  );
}
