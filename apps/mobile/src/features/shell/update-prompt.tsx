import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The bar that offers a new version of the site: the visitor chooses when the page reloads. */
export function UpdatePromptBar({ onUpdate }: { onUpdate: () => void }) {
  const { t } = useTranslation(['content', 'translation']);
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{t('update.ready')}</span>
      <button type="button" className="button" onClick={onUpdate}>
        {t('update.apply')}
      </button>
    </div>
  );
}

/**
 * Registers the service worker (loaded by the shell once the page has loaded, off the first
 * page) and shows the update bar when a new version waits.
 */
export function UpdatePrompt() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => {
    // Not while developing, nor in a build made without one (the screen stories').
    if (import.meta.env.DEV || import.meta.env.VITE_SERVICE_WORKER === 'off') return;
    void import('../../lib/service-worker').then((m) => m.registerServiceWorker((update) => setApply(() => update)));
  }, []);
  return apply ? <UpdatePromptBar onUpdate={apply} /> : null;
}
