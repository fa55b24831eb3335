import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { accountKindOfPath, type AccountFlow } from '../../features/account/account-flow';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import {
  accountPopupClosed,
  accountPopupOpened,
  allPopupsClosed,
  changePasswordPopupToggled,
} from '../../stores/popups';
// In the first CSS file, not in the popup's own: see shell-layout.tsx.
import '../../features/shell/language-popup.css';

// The forms load with the first popup, not with the shell.
const AccountDialog = lazy(() =>
  import('../../features/account/account-dialog').then((m) => ({ default: m.AccountDialog })),
);
const ShellLanguagePopup = lazy(() =>
  import('../../features/shell/language-popup').then((m) => ({ default: m.ShellLanguagePopup })),
);
// The push channel: its code (a stream reader) loads after the first screen, for members only.
const MemberPush = lazy(() => import('./member-push').then((m) => ({ default: m.MemberPush })));
const ChangePasswordDialog = lazy(() =>
  import('../../features/account/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/**
 * The popups opened over the current screen: login, register or forgot (one at a time), change
 * password and language. A navigation closes them; an account route shows its own dialog instead.
 */
export function ShellPopups() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { account, changePassword, language } = useAppSelector((s) => s.popups);
  const member = useAppSelector((s) => s.session.current !== null);
  // The language popup mounts from its first opening on, so that its closing still animates.
  const [languageUsed, setLanguageUsed] = useState(false);
  if (language && !languageUsed) setLanguageUsed(true);

  const seen = useRef(location.key);
  useEffect(() => {
    if (location.key === seen.current) return;
    seen.current = location.key;
    dispatch(allPopupsClosed());
  }, [location.key, dispatch]);

  const registeredUserName = account?.registeredUserName;
  const flow = useMemo<AccountFlow>(
    () => ({
      show: (kind, name) => dispatch(accountPopupOpened(name ? { kind, registeredUserName: name } : { kind })),
      // Success leaves the visitor on the screen they were on, or where the flow says.
      finish: (to) => {
        if (to) void navigate(to, { replace: true });
        else dispatch(accountPopupClosed());
      },
      close: () => dispatch(accountPopupClosed()),
      registeredUserName,
    }),
    [dispatch, navigate, registeredUserName],
  );
  const closeChangePassword = useCallback(() => dispatch(changePasswordPopupToggled(false)), [dispatch]);

  return (
    <>
      <Suspense fallback={null}>
        {account && !accountKindOfPath(location.pathname) && <AccountDialog kind={account.kind} flow={flow} />}
        {changePassword && <ChangePasswordDialog onClose={closeChangePassword} />}
        {languageUsed && <ShellLanguagePopup />}
        {member && <MemberPush />}
      </Suspense>
    </>
  );
}
