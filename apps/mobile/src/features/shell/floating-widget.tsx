import { ShellIcon } from '@lobby/ui';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearSpot } from '../../hooks/use-clear-spot';
import { useDismissed } from '../../hooks/use-dismissed';
import './floating-widget.css';

/**
 * The floating widget of home (spec section 2; its content is not shown in the spec): our reading
 * is a customer-service button floating above the footer, which the user can put away for the
 * browser session. It never lies over the page's controls (useClearSpot): the footer's Service
 * tab is always there for the same service.
 */
export function FloatingWidget({ onService }: { onService: () => void }) {
  const [hidden, hide] = useDismissed('lobby.floatingWidgetHidden');
  if (hidden) return null;
  return <Widget onService={onService} onHide={hide} />;
}

function Widget({ onService, onHide }: { onService: () => void; onHide: () => void }) {
  const { t } = useTranslation();
  const [ref, spot] = useClearSpot<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className="floating-widget"
      data-testid="floating-widget"
      data-aside={spot.clear ? undefined : ''}
      style={{ '--lift': `${spot.lift}px` } as CSSProperties}
      data-floating=""
    >
      <button
        type="button"
        className="floating-widget__main"
        onClick={onService}
        aria-label={t('shell.service')}
        aria-haspopup="dialog"
      >
        <ShellIcon name="service" size={24} />
      </button>
      <button type="button" className="floating-widget__close" onClick={onHide} aria-label={t('shell.close')}>
        ×
      </button>
    </div>
  );
}
