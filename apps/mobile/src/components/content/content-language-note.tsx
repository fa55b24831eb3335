import { htmlLangOf, isInterfaceLanguage, type InterfaceLanguage } from '@lobby/contract/constants';
import { useTranslation } from 'react-i18next';
import './content-language-note.css';

/**
 * Says when the brand's content shown comes in another language than the one read (the brand has
 * none in it, so the server answered in the brand's fallback): "Shown in English". Nothing when
 * every item is in the language read, or while its words load.
 */
export function ContentLanguageNote({ items }: { items: readonly { language?: string | undefined }[] | undefined }) {
  const { t, i18n, ready } = useTranslation('content', { useSuspense: false });
  const other = items?.find((item) => item.language && item.language !== i18n.language)?.language;
  if (!ready || !other || !isInterfaceLanguage(other)) return null;
  return (
    <p className="content-language-note" data-testid="content-language-note">
      {t('contentLanguage.shownIn', { language: t(`contentLanguage.names.${other as InterfaceLanguage}`) })}
    </p>
  );
}

/** The html lang of content's words, so a screen reader and line breaking follow them. */
export const contentLang = (item: { language?: string | undefined }) =>
  item.language && isInterfaceLanguage(item.language) ? htmlLangOf(item.language) : undefined;
