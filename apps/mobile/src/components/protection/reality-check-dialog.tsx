import type { PlaySession } from '@lobby/contract';
import { Modal } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../hooks/use-money';
import '../buttons.css';
import '../page-blocks.css';

export interface RealityCheckDialogProps {
  figures: PlaySession;
  onContinue: () => void;
  onHistory: () => void;
  onLogOut: () => void;
}

/**
 * The reality check (issue 23): this session's time played, stakes and net result, and the three
 * ways on. It must be answered (no close button, no Escape): the game waits behind it.
 */
export function RealityCheckDialog({ figures, onContinue, onHistory, onLogOut }: RealityCheckDialogProps) {
  const { t } = useTranslation('protection');
  const money = useMoney();
  return (
    <Modal open title={t('check.title')} closeLabel={t('check.continue')} onClose={onContinue} dismissible={false}>
      <div data-testid="reality-check">
        <p className="form-note">{t('check.body')}</p>
        <ul className="profile-list">
          <li>
            <div>
              <span>{t('check.played')}</span>
              <strong>{t('check.minutes', { count: figures.minutesPlayed })}</strong>
            </div>
          </li>
          <li>
            <div>
              <span>{t('check.staked')}</span>
              <strong>{money(figures.stakedMinor)}</strong>
            </div>
          </li>
          <li>
            <div>
              <span>{t('check.net')}</span>
              <strong>{money(figures.netMinor)}</strong>
            </div>
          </li>
        </ul>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onContinue}>
            {t('check.continue')}
          </button>
          <button type="button" className="button button--ghost" onClick={onHistory}>
            {t('check.history')}
          </button>
          <button type="button" className="button button--ghost" onClick={onLogOut}>
            {t('check.logout')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
