import { isTrial, unreadBadge, type UnreadPlace } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { liveChatPath, useLiveChatOn, useUnreadParts } from '../../hooks/use-unread';
import { useAppSelector } from '../../stores/hooks';
import '../../components/chips.css';
import styles from './message-tabs.module.css';

/**
 * The places a member's unread items are read in, side by side at the top of each, with their
 * counts: the bell counts them all, so each is a tap away from where it leads. Announcements, the
 * inbox and, where it opens, live chat. Visitors and trial accounts have the announcements only.
 */
export function MessageTabs() {
  const { t } = useTranslation(['content', 'translation']);
  const session = useAppSelector((s) => s.session.current);
  const { pathname } = useLocation();
  const parts = useUnreadParts();
  const liveChat = useLiveChatOn();
  if (!session || isTrial(session.type)) return null;
  const places: { place: UnreadPlace; to: string; label: string }[] = [
    { place: 'notices', to: '/notice', label: t('translation:titles.notice') },
    { place: 'inbox', to: '/inbox', label: t('translation:titles.inbox') },
    ...(liveChat ? [{ place: 'chat' as const, to: liveChatPath(pathname), label: t('service.liveChat') }] : []),
  ];
  return (
    <nav aria-label={t('notices.places')}>
      <ul className="chips" data-testid="message-tabs">
        {places.map(({ place, to, label }) => {
          const badge = unreadBadge(parts[place]);
          return (
            <li key={place}>
              <NavLink
                className={({ isActive }) => `chip${isActive ? ' is-active' : ''}`}
                to={to}
                // The count is read with the name, as the bell's is.
                aria-label={badge ? `${label} (${badge})` : undefined}
              >
                {label}
                {/* A space between the name and the count, so the words shown are the words named (axe: label-content-name-mismatch). */}
                {badge && ' '}
                {badge && (
                  <span className={styles.badge} aria-hidden="true">
                    {badge}
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
