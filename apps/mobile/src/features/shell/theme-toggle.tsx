import { useTranslation } from 'react-i18next';
import { applyTheme } from '../../lib/theme';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { themeChanged } from '../../stores/preferences';

/** Dark (default) or light. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.preferences.theme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={`${t('header.theme')}: ${t(`theme.${theme}`)}`}
      aria-pressed={theme === 'light'}
      onClick={() => {
        applyTheme(next);
        dispatch(themeChanged(next));
      }}
    >
      {theme === 'dark' ? '☾' : '☀'}
    </button>
  );
}
