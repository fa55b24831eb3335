import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import './route-error.css';

/** A route that failed to load: logged, with a placeholder and a retry (spec section 8). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('route failed', error);
  }, [error]);
  return (
    <div className="route-error" role="alert">
      <p>{t('app.routeError')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('app.retry')}
      </button>
    </div>
  );
}
