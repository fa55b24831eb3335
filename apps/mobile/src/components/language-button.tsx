import { LANGUAGE_META } from '@lobby/i18n/language-meta';
import { LanguageFlag } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../stores/hooks';
import { languagePopupToggled } from '../stores/popups';

/** The current language with its flag; opens the language choice popup (spec section 2). */
export function LanguageButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.preferences.language);
  const meta = LANGUAGE_META[language];
  return (
    <button
      type="button"
      className="language-button"
      aria-haspopup="dialog"
      aria-label={`${t('header.language')}: ${meta.label}`}
      onClick={() => dispatch(languagePopupToggled(true))}
      data-testid="language-button"
    >
      <LanguageFlag country={meta.country} />
      <span>{meta.label}</span>
    </button>
  );
}
