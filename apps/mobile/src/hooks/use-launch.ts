import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiErrorText } from '../components/api-error-state';
import type { Launchable } from '../lib/launch-game';
import { useAppDispatch, useAppStore } from '../stores/hooks';

/**
 * Tapping a game: a visitor goes to login at once (spec section 4); a member's launch loads its
 * code on the first tap (launch-game.ts), so the first page carries none of it.
 */
export function useLaunch() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  return useCallback(
    async (game: Launchable) => {
      if (!store.getState().session.current) return navigate('/login');
      const { launchGame } = await import('../lib/launch-game');
      await launchGame(game, {
        dispatch,
        getState: store.getState,
        navigate,
        launching: t('wallet.launching'),
        errorText,
      });
    },
    [store, dispatch, navigate, t, errorText],
  );
}
