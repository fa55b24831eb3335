import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { brandColour, legibleOn } from '@lobby/domain';
import { Modal } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismissed } from '../../hooks/use-dismissed';
import { inApp } from '../../lib/in-app';
import { useAppSelector } from '../../stores/hooks';
import { DownloadButtons } from './download-buttons';
import './download-bar.css';

/**
 * The download bar of home (spec section 2): the brand's app description in its colour (ours in
 * languages other than the brand's default) and a
 * Download button opening the app-download popup; hidden in the app, and for this browser
 * session once dismissed. The bar is in the theme's colours; the brand's description colour shows
 * where it reads on them (a white made for a dark bar gives way to the theme's text in light).
 */
export function DownloadBar() {
  const { t, i18n } = useTranslation(['play', 'translation']);
  const { data: settings } = useGetSiteSettingsQuery();
  const [hidden, hide] = useDismissed('lobby.downloadBarHidden');
  const [open, setOpen] = useState(false);
  const theme = useAppSelector((s) => s.preferences.theme);
  if (!settings || hidden || inApp() || (!settings.downloadLinks.ios && !settings.downloadLinks.android)) return null;
  const template = settings.mobileTemplate;
  // The operator writes the description once, in the brand's default language; others read ours.
  const description =
    template.app_desc && i18n.language === settings.defaultLanguage ? template.app_desc : t('download.body');
  // The bar's background is the surface-2 token (download-bar.css).
  const colour = legibleOn(template.app_desc_font_color, brandColour(settings.theme, theme, 'color-surface-2'));
  return (
    <aside className="download-bar" data-testid="download-bar" aria-label={t('download.title')}>
      <button type="button" className="download-bar__close" onClick={hide} aria-label={t('download.dismiss')}>
        ×
      </button>
      <p style={{ color: colour }}>{description}</p>
      <button type="button" className="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('download.open')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('download.title')} closeLabel={t('invite.close')}>
        <p>{t('download.body')}</p>
        <DownloadButtons />
      </Modal>
    </aside>
  );
}
