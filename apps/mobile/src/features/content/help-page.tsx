import { helpTopicIndex } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { ContentLanguageNote } from '../../components/content/content-language-note';
import { HelpTopics } from '../../components/content/help-topics';
import { useHelpCenter } from '../../hooks/use-content';
import '../../components/content/content.css';

/** /m/help (spec section 2): `?tag=` or `?i=` chooses the topic, else the first; a tab choice goes in the address. */
export function HelpPage() {
  const { t } = useTranslation(['content', 'translation']);
  const { data, error, isLoading, refetch } = useHelpCenter();
  const [params, setParams] = useSearchParams();
  if (isLoading) return <SkeletonGrid count={2} label={t('app.loading')} />;
  if (error) return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  if (!data?.length) return <EmptyState message={t('help.none')} />;
  const index = helpTopicIndex(data, { i: params.get('i'), tag: params.get('tag') });
  return (
    <>
      <ContentLanguageNote items={data} />
      <HelpTopics entries={data} index={index} onChange={(i) => setParams({ i: String(i) }, { replace: true })} />
    </>
  );
}
