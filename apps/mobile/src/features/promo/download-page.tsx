import { useTranslation } from 'react-i18next';
import { DownloadButtons } from '../../components/download/download-buttons';
import '../../components/page-blocks.css';

/** /m/download (spec section 2): the app's description and its store buttons. */
export function DownloadPage() {
  const { t } = useTranslation(['play', 'translation']);
  return (
    <section className="play-page" data-testid="download">
      <h2>{t('download.title')}</h2>
      <p>{t('download.body')}</p>
      <DownloadButtons />
    </section>
  );
}
