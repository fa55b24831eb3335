import { lobbyApi, useLogoutMutation } from '@lobby/api-client';
import { useNavigate } from 'react-router-dom';
import { passwordManager } from '../lib/password-manager';
import { useAppDispatch } from '../stores/hooks';
import { loggedOut } from '../stores/session';

/** Logs the member out as the header's logout does: the server's session ends, this device forgets it, home. */
export function useLogOut() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();
  const run = async () => {
    await logout();
    // Home first, committed at once (flushSync, not a transition), then forget the session: a
    // member screen still on show when the session goes sends a visitor to login instead.
    await navigate('/home', { flushSync: true });
    dispatch(loggedOut());
    void passwordManager()
      ?.preventSilentAccess()
      .catch(() => undefined);
    dispatch(lobbyApi.util.invalidateTags(['Member']));
  };
  return [run, isLoading] as const;
}
