import { EmptyState, SafeHtml, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { useHelpCenter } from '../../hooks/use-content';
import '../../components/content/content.css';

/** /m/helpDetail?tag= (spec section 2): the one topic (or sub-topic) with that tag. */
export function HelpDetailPage() {
  const { t } = useTranslation(['content', 'translation']);
  const tag = useSearchParams()[0].get('tag') ?? '';
  const { data, error, isLoading, refetch } = useHelpCenter();
  if (isLoading) return <SkeletonGrid count={1} label={t('app.loading')} />;
  if (error) return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  const topic = data?.flatMap((e) => [e, ...e.children]).find((e) => e.tag === tag);
  if (!topic) return <EmptyState message={t('help.missing')} />;
  return (
    <article className="help-content" data-testid="help-detail">
      <h2>{topic.title}</h2>
      <SafeHtml html={topic.content} />
    </article>
  );
}
