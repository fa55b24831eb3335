import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { applyTheme } from '../../lib/theme';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { themeChanged } from '../../stores/preferences';

/** Dark (default) or light: the current one's icon and name; a tap switches. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.preferences.theme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="language-button theme-toggle"
      aria-label={`${t('header.theme')}: ${t(`theme.${theme}`)}`}
      aria-pressed={theme === 'light'}
      onClick={() => {
        applyTheme(next);
        dispatch(themeChanged(next));
      }}
    >
      {theme === 'dark' ? <Moon size={18} aria-hidden /> : <Sun size={18} aria-hidden />}
      <span>{t(`theme.${theme}`)}</span>
    </button>
  );
}
