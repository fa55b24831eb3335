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
    dispatch(loggedOut());
    void passwordManager()
      ?.preventSilentAccess()
      .catch(() => undefined);
    dispatch(lobbyApi.util.invalidateTags(['Member']));
    void navigate('/home');
  };
  return [run, isLoading] as const;
}
