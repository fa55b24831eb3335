import { ShellIcon } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useDismissed } from '../../hooks/use-dismissed';
import './floating-widget.css';

/**
 * The floating widget of home (spec section 2; its content is not shown in the spec): our reading
 * is a customer-service button floating above the footer, which the user can put away for the
 * browser session.
 */
export function FloatingWidget({ onService }: { onService: () => void }) {
  const { t } = useTranslation();
  const [hidden, hide] = useDismissed('lobby.floatingWidgetHidden');
  if (hidden) return null;
  return (
    <div className="floating-widget" data-testid="floating-widget">
      <button
        type="button"
        className="floating-widget__main"
        onClick={onService}
        aria-label={t('shell.service')}
        aria-haspopup="dialog"
      >
        <ShellIcon name="service" size={24} />
      </button>
      <button type="button" className="floating-widget__close" onClick={hide} aria-label={t('shell.close')}>
        ×
      </button>
    </div>
  );
}
