import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { isInterfaceLanguage, LANGUAGES, type InterfaceLanguage } from '@lobby/i18n';
import { LANGUAGE_META } from '@lobby/i18n/language-meta';
import { LanguageFlag, Modal } from '@lobby/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { applyDocumentLanguage } from '../../lib/i18n';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { languagePopupToggled } from '../../stores/popups';
import { languageChanged } from '../../stores/preferences';
import './language-popup.css';

/**
 * Language choice (spec section 2): the brand's languages (the platform's three unless it offers
 * more of the dictionaries'), each in its own name with its flag; remembered.
 */
export function LanguagePopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.preferences.language);
  // Only languages this site has words for: a newer brand setting may name others.
  const offered = (useGetSiteSettingsQuery().data?.languages ?? []).filter(isInterfaceLanguage);
  const languages = offered.length > 0 ? offered : LANGUAGES;
  const choose = async (next: InterfaceLanguage) => {
    onClose();
    if (next === current) return;
    // Kept before the words arrive: a reload or a tap elsewhere right after still opens in it.
    dispatch(languageChanged(next));
    await i18n.changeLanguage(next);
    applyDocumentLanguage(next);
  };
  return (
    <Modal open={open} title={t('header.language')} closeLabel={t('shell.close')} onClose={onClose} placement="bottom">
      <ul className="language-list" data-testid="language-list">
        {languages.map((lang) => (
          <li key={lang}>
            <button
              type="button"
              aria-current={lang === current ? 'true' : undefined}
              lang={LANGUAGE_META[lang].htmlLang}
              className="language-list__item"
              onClick={() => void choose(lang)}
            >
              <LanguageFlag country={LANGUAGE_META[lang].country} size={20} />
              <span>{LANGUAGE_META[lang].label}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** The shell's language popup, opened from any language button. */
export function ShellLanguagePopup() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.popups.language);
  const close = useCallback(() => dispatch(languagePopupToggled(false)), [dispatch]);
  return <LanguagePopup open={open} onClose={close} />;
}
