import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { gameFrameUrl } from '../../lib/game-frame';
import styles from './game-frame-page.module.css';

/**
 * /m/game: a provider's game in a frame of the site, for a provider that allows it (the launch
 * says so; the site's CSP frames that provider's origin and no other). The header stays above it
 * with the way back and the balance, read again while the game plays. The frame may run scripts
 * on its own origin and leave the site only on a tap (its own "back to the lobby").
 */
export function GameFramePage() {
  const { t } = useTranslation(['play', 'translation']);
  const { state } = useLocation();
  const url = gameFrameUrl(state);
  const [loaded, setLoaded] = useState(false);
  // The balance the game moves reaches the header by the push channel (or its polling while down:
  // app/layout/member-push.tsx).
  // Opened without a launch (a typed address, a shared link): nothing to play here.
  if (!url) return <Navigate to="/home" replace />;
  return (
    <section className={styles.page} data-testid="game-frame">
      <iframe
        className={styles.frame}
        src={url}
        title={t('translation:titles.game')}
        sandbox="allow-scripts allow-same-origin allow-forms allow-top-navigation-by-user-activation"
        allow="fullscreen"
        referrerPolicy="origin"
        onLoad={() => setLoaded(true)}
      />
      {!loaded && (
        <div className={styles.waiting} role="status">
          <p>{t('frame.loading')}</p>
          <p>{t('frame.stuck')}</p>
          <a className="button button--ghost" href={url} rel="noopener">
            {t('frame.ownPage')}
          </a>
        </div>
      )}
    </section>
  );
}
