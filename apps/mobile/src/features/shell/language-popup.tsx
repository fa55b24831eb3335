import { LANGUAGE_META, LANGUAGES, type Language } from '@lobby/i18n';
import { LanguageFlag, Modal } from '@lobby/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { applyDocumentLanguage } from '../../app/i18n';
import { languagePopupToggled } from '../../app/popups';
import { languageChanged } from '../../app/preferences';

/** Language choice (spec section 2): each language in its own name with its flag; remembered. */
export function LanguagePopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.preferences.language);
  const choose = async (next: Language) => {
    onClose();
    if (next === current) return;
    await i18n.changeLanguage(next);
    applyDocumentLanguage(next);
    dispatch(languageChanged(next));
  };
  return (
    <Modal open={open} title={t('header.language')} closeLabel={t('shell.close')} onClose={onClose} placement="bottom">
      <ul className="language-list" data-testid="language-list">
        {LANGUAGES.map((lang) => (
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
