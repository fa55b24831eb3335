import { helpTopicIndex } from '@lobby/domain';
import { EmptyState, Modal, SkeletonGrid } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpCenter } from '../../hooks/use-content';
import { ApiErrorState } from '../api-error-state';
import { HelpTopics } from './help-topics';
import './content.css';

/** The help-centre popup of the footer (spec section 2), opening on topic `index`. */
export default function HelpPopup({ index, onClose }: { index: number; onClose: () => void }) {
  const { t } = useTranslation(['content', 'translation']);
  const { data, error, isLoading, refetch } = useHelpCenter();
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Modal open onClose={onClose} title={t('translation:titles.help')} closeLabel={t('shell.close')} placement="bottom">
      {isLoading ? (
        <SkeletonGrid count={2} label={t('app.loading')} />
      ) : error ? (
        <ApiErrorState error={error} onRetry={() => void refetch()} />
      ) : !data?.length ? (
        <EmptyState message={t('help.none')} />
      ) : (
        <HelpTopics entries={data} index={chosen ?? helpTopicIndex(data, { i: String(index) })} onChange={setChosen} />
      )}
    </Modal>
  );
}
