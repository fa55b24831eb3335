import type { Announcement } from '@lobby/contract';
import { firstImage, isAgent } from '@lobby/domain';
import { EmptyState, SafeHtml, SkeletonGrid } from '@lobby/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { htmlToText, listDate } from '../../components/content/notice-text';
import { useMarkRead, useNotices } from '../../hooks/use-notices';
import { useAppSelector } from '../../stores/hooks';
import { MessageTabs } from './message-tabs';
import noticeStyles from './notice.module.css';

/**
 * /m/notice (spec section 2): each notice with its date, title, unread dot, first image and a
 * text preview that opens to the whole content (show all / hide). `?index=` opens that one;
 * `?feed=AG` lists the notices for agents instead. A member has the inbox and chat tabs on top.
 */
export function NoticeListPage() {
  const { t } = useTranslation(['content', 'translation']);
  const [params] = useSearchParams();
  // ?feed=AG: the agents' notices, for an agent (anyone else gets the player notices).
  const agent = useAppSelector((s) => s.session.current !== null && isAgent(s.session.current.type));
  const { data, error, isLoading, refetch } = useNotices({ feed: params.get('feed') === 'AG' && agent ? 'AG' : 'PL' });
  const chosen = Number.parseInt(params.get('index') ?? '', 10);
  return (
    <>
      {/* A member's inbox and chat are counted on the bell that leads here: their tabs sit on top. */}
      <MessageTabs />
      {isLoading ? (
        <SkeletonGrid count={4} label={t('app.loading')} />
      ) : error ? (
        <ApiErrorState error={error} onRetry={() => void refetch()} />
      ) : !data?.length ? (
        <EmptyState message={t('home.noAnnouncement')} />
      ) : (
        <ul className={noticeStyles.list} data-testid="notice-list">
          {data.map((notice, i) => (
            <NoticeItem key={notice.id} notice={notice} initiallyOpen={i === chosen} />
          ))}
        </ul>
      )}
    </>
  );
}

function NoticeItem({ notice, initiallyOpen }: { notice: Announcement; initiallyOpen: boolean }) {
  const { t } = useTranslation(['content', 'translation']);
  const markRead = useMarkRead();
  // Read marks belong to members: a visitor's list has no dots.
  const member = useAppSelector((s) => s.session.current !== null);
  const [open, setOpen] = useState(initiallyOpen);
  const item = useRef<HTMLLIElement>(null);
  const preview = useMemo(() => htmlToText(notice.content), [notice.content]);
  const image = firstImage(notice.announcementImages);
  useEffect(() => {
    if (!initiallyOpen) return;
    item.current?.scrollIntoView({ block: 'start' });
    markRead(notice);
    // Only on arrival: later changes of the read mark must not scroll again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initiallyOpen]);
  const toggle = () => {
    if (!open) markRead(notice);
    setOpen(!open);
  };
  return (
    <li ref={item} className={noticeStyles.card} data-testid="notice">
      <div className={noticeStyles.head}>
        <time className={noticeStyles.date} dateTime={notice.startDate}>
          {listDate(notice.startDate)}
        </time>
        {member && !notice.read && <span className={noticeStyles.dot} role="img" aria-label={t('notices.unread')} />}
      </div>
      <h2 className={noticeStyles.title}>
        <Link to={`/noticeDetail?id=${encodeURIComponent(notice.id)}`}>{notice.title}</Link>
      </h2>
      {image && (
        <img
          className={noticeStyles.image}
          src={image}
          alt=""
          loading="lazy"
          onError={(e) => (e.currentTarget.hidden = true)}
        />
      )}
      {open ? (
        <SafeHtml html={notice.content} className="notice__content" />
      ) : (
        <p className={noticeStyles.preview}>{preview}</p>
      )}
      <button type="button" className="link-button" aria-expanded={open} onClick={toggle}>
        {open ? t('notices.hide') : t('notices.showAll')}
      </button>
    </li>
  );
}
