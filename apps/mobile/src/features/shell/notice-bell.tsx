import { bellPlace, unreadBadge, unreadTotal, type UnreadPlace } from '@lobby/domain';
import { NoticeBell as NoticeBellLink } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/router-link';
import { liveChatPath, useUnreadParts } from '../../hooks/use-unread';
import { useAppSelector } from '../../stores/hooks';

const PAGES: Record<Exclude<UnreadPlace, 'chat'>, string> = { notices: '/notice', inbox: '/inbox' };

/**
 * The header's announcement bell (spec section 2) with the unread count, '99+' above 99. The count
 * adds unread notices, chat answers and inbox messages, and the bell opens the place that holds
 * them (announcements first), where tabs lead to the others.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const type = useAppSelector((s) => s.session.current?.type ?? null);
  const { pathname } = useLocation();
  const parts = useUnreadParts();
  const badge = unreadBadge(unreadTotal(parts, type));
  const place = bellPlace(parts, type);
  const href = place === 'chat' ? liveChatPath(pathname) : PAGES[place];
  return <NoticeBellLink label={t('titles.notice')} badge={badge} href={href} link={RouterLink} />;
}
