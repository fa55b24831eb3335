import { LANGUAGE_META, LANGUAGES, type Language } from '@lobby/i18n';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { applyDocumentLanguage } from '../../app/i18n';
import { languageChanged } from '../../app/preferences';

/** Interface language (MY, EN, CN) with flags; the choice is remembered. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.preferences.language);
  const change = async (next: Language) => {
    await i18n.changeLanguage(next);
    applyDocumentLanguage(next);
    dispatch(languageChanged(next));
  };
  return (
    <select
      className="select"
      aria-label={t('header.language')}
      value={language}
      onChange={(e) => void change(e.target.value as Language)}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang}>
          {LANGUAGE_META[lang].label}
        </option>
      ))}
    </select>
  );
}
