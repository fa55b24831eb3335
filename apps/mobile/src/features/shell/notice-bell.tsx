import { unreadBadge, unreadTotal } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ShellIcon } from '../../components/shell-icons';
import { useNotices } from '../../hooks/use-notices';
import { useServiceUnread } from '../../hooks/use-unread';
import { useAppSelector } from '../../stores/hooks';
import './notice-bell.css';

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
  return (
    <Link
      to="/notice"
      className="icon-button notice-bell"
      aria-label={badge ? `${t('titles.notice')} (${badge})` : t('titles.notice')}
      data-testid="notice-bell"
    >
      <ShellIcon name="bell" size={20} />
      {badge && (
        <span className="notice-bell__badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}
