import { useGetInboxQuery, useMarkInboxReadMutation } from '@lobby/api-client';
import { INBOX_MAX, INBOX_PAGE_SIZE, type InboxMessage } from '@lobby/contract';
import { errorMessageKey } from '@lobby/i18n';
import { EmptyState, SafeHtml, SkeletonGrid } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorState } from '../../components/api-error-state';
import { listDate } from '../../components/content/notice-text';
import { useListLanguage } from '../../hooks/use-list-language';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { accountPopupOpened } from '../../stores/popups';
import '../../components/content/content.css';
import { MessageTabs } from './message-tabs';
import noticeStyles from './notice.module.css';

/** /m/inbox: the operator's messages to the member, newest first, a hundred at a time; opening one reads it. */
export function InboxPage() {
  const { t } = useTranslation(['content', 'translation']);
  const session = useAppSelector((s) => s.session.current);
  const dispatch = useAppDispatch();
  const language = useListLanguage();
  const [limit, setLimit] = useState(INBOX_PAGE_SIZE);
  // The page shown so far stays while the longer one loads.
  const { data, error, isLoading, isFetching, refetch } = useGetInboxQuery({ language, limit }, { skip: !session });
  if (!session) {
    return (
      <EmptyState
        message={t(errorMessageKey('session.required'))}
        action={{ label: t('header.login'), onClick: () => dispatch(accountPopupOpened({ kind: 'login' })) }}
      />
    );
  }
  // The announcements and chat tabs on top: the bell counts them with the inbox.
  if (isLoading || error || !data?.length)
    return (
      <>
        <MessageTabs />
        {isLoading ? (
          <SkeletonGrid count={3} label={t('app.loading')} />
        ) : error ? (
          <ApiErrorState error={error} onRetry={() => void refetch()} />
        ) : (
          <EmptyState message={t('service.inboxEmpty')} />
        )}
      </>
    );
  // A full page may have more behind it.
  const more = data.length >= limit && limit < INBOX_MAX;
  return (
    <>
      <MessageTabs />
      <ul className="inbox-list" data-testid="inbox-list">
        {data.map((m) => (
          <InboxItem key={m.id} message={m} />
        ))}
      </ul>
      {more && (
        <button
          type="button"
          className="button button--wide"
          disabled={isFetching}
          onClick={() => setLimit((n) => Math.min(n + INBOX_PAGE_SIZE, INBOX_MAX))}
        >
          {isFetching ? t('app.loading') : t('games.showMore', { count: INBOX_PAGE_SIZE })}
        </button>
      )}
    </>
  );
}

function InboxItem({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const [markRead] = useMarkInboxReadMutation();
  const toggle = () => {
    if (!open && !message.read) void markRead(message.id);
    setOpen(!open);
  };
  return (
    <li className={noticeStyles.card} data-testid="inbox-message">
      <div className={noticeStyles.head}>
        <time className={noticeStyles.date} dateTime={message.sentAt}>
          {listDate(message.sentAt)}
        </time>
        {!message.read && <span className={noticeStyles.dot} role="img" aria-label={t('notices.unread')} />}
      </div>
      <h2 className={noticeStyles.title}>{message.title}</h2>
      {open && <SafeHtml html={message.content} className="notice__content" />}
      <button type="button" className="link-button" aria-expanded={open} onClick={toggle}>
        {open ? t('notices.hide') : t('notices.showAll')}
      </button>
    </li>
  );
}
