import { Modal, SkeletonGrid } from '@lobby/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { withStrings } from '../../lib/with-strings';

// The panel's code and words come when the popup first opens: most visits of home never search.
const SearchPanel = lazy(async () => ({
  default: (await withStrings('search', import('./search-panel'))).SearchPanel,
}));

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
      {open && (
        <Suspense fallback={<SkeletonGrid count={2} label={t('app.loading')} />}>
          <SearchPanel onNavigate={onClose} gameType={gameType} />
        </Suspense>
      )}
    </Modal>
  );
}
