import { Modal } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPanel } from '../features/games/search-panel';
import { HomePage } from '../features/lobby/home-page';

/** /m/home, with the search popup of its category bar. */
export function HomeRoute() {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  const close = () => setSearching(false);
  return (
    <>
      <HomePage onSearch={() => setSearching(true)} />
      <Modal open={searching} onClose={close} title={t('titles.searchGames')} closeLabel={t('shell.close')} placement="bottom">
        <SearchPanel onNavigate={close} />
      </Modal>
    </>
  );
}
