import { lobbyApi, SESSION_RENEWAL_KEY, useRenewSessionMutation } from '@lobby/api-client';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../stores/hooks';

/**
 * Home renews a member's session once per visit (spec section 4), so that an active player is
 * not logged out mid-session; a refused token ends the session through the forced-logout path.
 * Then the member's wallet loads (the header waits for the renewal, see HeaderBalance).
 */
export function useSessionRenewal() {
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const dispatch = useAppDispatch();
  const [renew] = useRenewSessionMutation({ fixedCacheKey: SESSION_RENEWAL_KEY });
  const renewed = useRef(false);
  useEffect(() => {
    if (!loggedIn || renewed.current) return;
    renewed.current = true;
    void renew()
      .unwrap()
      .then(() => dispatch(lobbyApi.util.invalidateTags(['Wallet'])))
      .catch(() => undefined);
  }, [loggedIn, renew, dispatch]);
}
