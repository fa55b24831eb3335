import { LOBBY_TIMINGS } from '@lobby/domain';
import { Toast } from '@lobby/ui';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { toastDone } from '../../stores/lobby';

/** The app's one toast, shown over any screen from the lobby store, as long as its kind asks (spec section 9). */
export function AppToast() {
  const dispatch = useAppDispatch();
  const toast = useAppSelector((s) => s.lobby.toast);
  const done = useCallback(() => dispatch(toastDone()), [dispatch]);
  return (
    <Toast
      message={toast?.message ?? ''}
      tone={toast?.tone}
      durationMs={LOBBY_TIMINGS.toast[toast?.duration ?? 'notice']}
      onDone={done}
    />
  );
}
