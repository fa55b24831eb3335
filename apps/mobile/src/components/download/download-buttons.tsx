import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { belowRecommendedIos, needsSafariForDownload } from '@lobby/domain';
import { type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstallOffer } from '../../hooks/use-install-offer';
import { useAppDispatch } from '../../stores/hooks';
import { toastShown } from '../../stores/lobby';
import './download-buttons.css';

/**
 * The app icon and the iOS, Android and home-screen (MOBILECONFIG) buttons of the download page,
 * popup and bar (spec sections 2 and 3), from the brand's download links. On iOS outside Safari
 * the iOS buttons say 'Please use Safari for download App.' instead of leaving (a profile only
 * installs from Safari); below iOS 12.4 a note recommends updating. Where the browser offers to
 * install the site (a PWA), an "Add to home screen" button asks it.
 */
export function DownloadButtons() {
  const { t } = useTranslation(['play', 'translation']);
  const dispatch = useAppDispatch();
  const { data: settings } = useGetSiteSettingsQuery();
  const links = settings?.downloadLinks;
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  // Where the browser allows it, the site itself installs: its own icon on the home screen.
  const offer = useInstallOffer();
  const addToHome = offer.available && (
    <button type="button" className="button button--wide" onClick={() => void offer.install()}>
      {t('download.addToHome')}
    </button>
  );
  if (!links || (!links.ios && !links.android)) {
    return addToHome ? (
      <div className="download-buttons">{addToHome}</div>
    ) : (
      <p className="download-buttons__note">{t('download.none')}</p>
    );
  }
  const onIos = (e: MouseEvent) => {
    if (!needsSafariForDownload(userAgent)) return;
    e.preventDefault();
    dispatch(toastShown({ message: t('download.safari'), tone: 'info', duration: 'long' }));
  };
  return (
    <div className="download-buttons">
      {links.appDownloadIcon && (
        <img
          className="download-buttons__icon"
          src={links.appDownloadIcon}
          alt=""
          width="64"
          height="64"
          onError={(e) => (e.currentTarget.hidden = true)}
        />
      )}
      {links.ios && (
        <a className="button button--wide" href={links.ios} target="_blank" rel="noopener noreferrer" onClick={onIos}>
          {t('download.ios')}
        </a>
      )}
      {links.mobileconfig && (
        <a
          className="button button--wide button--ghost"
          href={links.mobileconfig}
          onClick={onIos}
          data-testid="web-clip-link"
        >
          {t('download.profile')}
        </a>
      )}
      {links.android && (
        <a className="button button--wide" href={links.android} target="_blank" rel="noopener noreferrer">
          {t('download.android')}
        </a>
      )}
      {addToHome}
      {belowRecommendedIos(userAgent) && <p className="download-buttons__note">{t('download.iosRecommended')}</p>}
    </div>
  );
}
