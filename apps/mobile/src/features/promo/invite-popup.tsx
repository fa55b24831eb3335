import { useGetMemberInfoQuery, useGetSiteSettingsQuery } from '@lobby/api-client';
import { isTrial, LOBBY_TIMINGS } from '@lobby/domain';
import { Modal } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePopupTurn } from '../../hooks/use-popup-turn';
import { useAppSelector } from '../../stores/hooks';
import '../../components/form.css';

/** Where a browser session remembers that the invite opened by itself (once a session). */
export const INVITE_SHOWN_KEY = 'lobby.invitePopupShown';

/** The invite popup (spec section 2): the member's own register link, to copy and share. */
export function InvitePopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['play', 'translation']);
  const session = useAppSelector((s) => s.session.current);
  const { data: member } = useGetMemberInfoQuery(undefined, { skip: !session });
  const [copied, setCopied] = useState(false);
  const link = member ? `${window.location.origin}/m/register?recommenderId=${encodeURIComponent(member.id)}` : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard permission: the link stays selectable in the field.
    }
  };
  return (
    <Modal open={open} onClose={onClose} title={t('invite.title')} closeLabel={t('invite.close')}>
      <p>{t('invite.body')}</p>
      <label className="form-field">
        <span>{t('invite.link')}</span>
        <input readOnly value={link} data-testid="invite-link" onFocus={(e) => e.target.select()} />
      </label>
      <div className="dialog-actions">
        <button type="button" className="button" disabled={!link} onClick={() => void copy()}>
          {copied ? t('invite.copied') : t('invite.copy')}
        </button>
      </div>
    </Modal>
  );
}

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(INVITE_SHOWN_KEY) === '1';
  } catch {
    // No session storage: never offered rather than offered on every visit.
    return true;
  }
}

/**
 * Opens the invite popup by itself once per browser session (spec section 4), on home, for a
 * member (not a trial player) of a brand with referral on and the invite popup enabled, when the
 * popup queue gives it its turn. Leaving home closes it. Last in the queue, it asks only once home
 * has been open as long as the announcements wait before asking for theirs: by then the popups
 * that go before it (contract prompts, announcements) are in the queue, so it never opens first
 * and then gives way.
 */
export function InvitePopupGate() {
  const { pathname } = useLocation();
  const session = useAppSelector((s) => s.session.current);
  const { data: settings } = useGetSiteSettingsQuery();
  const [done, setDone] = useState(shownThisSession);
  const onHome = pathname === '/home';
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!onHome) return;
    const timer = window.setTimeout(() => setSettled(true), LOBBY_TIMINGS.announcementPopupDelayMs);
    return () => {
      window.clearTimeout(timer);
      setSettled(false);
    };
  }, [onHome]);
  const eligible =
    !done &&
    onHome &&
    settled &&
    session !== null &&
    !isTrial(session.type) &&
    settings?.invitePopup === true &&
    settings.whitelabel.referral;
  const turn = usePopupTurn('invite', eligible);
  useEffect(() => {
    if (!turn) return;
    try {
      sessionStorage.setItem(INVITE_SHOWN_KEY, '1');
    } catch {
      // Counted as shown by shownThisSession.
    }
  }, [turn]);
  return <InvitePopup open={turn} onClose={() => setDone(true)} />;
}
