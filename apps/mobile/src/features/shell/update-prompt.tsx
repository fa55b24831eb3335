import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './update-prompt.css';

/** The bar that offers a new version of the site: the visitor chooses when the page reloads. */
export function UpdatePromptBar({ onUpdate }: { onUpdate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{t('pwa.updateReady')}</span>
      <button type="button" className="button" onClick={onUpdate}>
        {t('pwa.update')}
      </button>
    </div>
  );
}

/**
 * Registers the service worker once the page has loaded (its code stays off the first page) and
 * shows the update bar when a new version waits.
 */
export function UpdatePrompt() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (import.meta.env.DEV) return;
    const start = () => {
      void import('../../lib/service-worker').then((m) => m.registerServiceWorker((update) => setApply(() => update)));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return apply ? <UpdatePromptBar onUpdate={apply} /> : null;
}
