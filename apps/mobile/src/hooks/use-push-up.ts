import { selectPushUp } from '@lobby/api-client/push';
import { useAppSelector } from '../stores/hooks';

/**
 * Whether the member's push channel is up: screens poll only while it is not. Import it from
 * lazily loaded code only: it brings the channel's code along.
 */
export function usePushUp(): boolean {
  return useAppSelector((s) => selectPushUp(s, s.session.current?.token));
}
