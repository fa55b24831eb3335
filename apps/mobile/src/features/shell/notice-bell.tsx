import { unreadBadge, unreadTotal } from '@lobby/domain';
import { NoticeBell as NoticeBellLink } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/router-link';
import { useNotices } from '../../hooks/use-notices';
import { useServiceUnread } from '../../hooks/use-unread';
import { useAppSelector } from '../../stores/hooks';

/**
 * The header's announcement bell (spec section 2) with the unread count, '99+' above 99; it
 * opens the notice list. The count adds unread notices, chat answers and inbox messages.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const session = useAppSelector((s) => s.session.current);
  const { data } = useNotices({ skip: !session });
  const notices = data?.filter((n) => !n.read).length ?? 0;
  const { chat, inbox } = useServiceUnread();
  const badge = unreadBadge(unreadTotal({ notices, chat, inbox }, session?.type ?? null));
  return <NoticeBellLink label={t('titles.notice')} badge={badge} href="/notice" link={RouterLink} />;
}
