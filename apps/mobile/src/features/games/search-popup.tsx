import { Modal } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { SearchPanel } from './search-panel';

/** The game search popup of home and the game lists (spec section 2); `gameType` narrows it. */
export function SearchPopup({ open, onClose, gameType }: { open: boolean; onClose: () => void; gameType?: string }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('titles.searchGames')}
      closeLabel={t('shell.close')}
      placement="bottom"
    >
      <SearchPanel onNavigate={onClose} gameType={gameType} />
    </Modal>
  );
}
