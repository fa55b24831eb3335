import { EmptyState, SafeHtml, SkeletonGrid } from '@lobby/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { detailDate } from '../../components/content/notice-text';
import { useMarkRead, useNotices } from '../../hooks/use-notices';
import noticeStyles from './notice.module.css';

/** /m/noticeDetail?id= (spec section 2): title, start date YYYY-MM-DD and the content; opening it reads it. */
export function NoticeDetailPage() {
  const { t } = useTranslation(['content', 'translation']);
  const id = useSearchParams()[0].get('id') ?? '';
  const { data, error, isLoading, refetch } = useNotices();
  const markRead = useMarkRead();
  const notice = data?.find((n) => n.id === id);
  useEffect(() => {
    if (notice) markRead(notice);
  }, [notice, markRead]);
  if (isLoading) return <SkeletonGrid count={1} label={t('app.loading')} />;
  if (error) return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  if (!notice) return <EmptyState message={t('notices.missing')} />;
  return (
    <article className={noticeStyles.page} data-testid="notice-detail">
      <h2 className={noticeStyles.pageTitle}>{notice.title}</h2>
      <time className={noticeStyles.date} dateTime={notice.startDate}>
        {detailDate(notice.startDate)}
      </time>
      <SafeHtml html={notice.content} className="notice-detail__content" />
    </article>
  );
}
