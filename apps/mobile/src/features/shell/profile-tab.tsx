import { memberCenterTarget } from '@lobby/domain';
import { lazy, Suspense, useCallback, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../stores/hooks';

// Only a free-play account meets the prompt: its dialog's code stays off the first load.
const RegisterPrompt = lazy(() => import('./register-prompt').then((m) => ({ default: m.RegisterPrompt })));

/**
 * The footer's profile tab (spec section 4): a visitor goes to login, a free-play account is asked
 * to register (cancel / register now), a member opens the member centre. Gives the tab's address
 * and click, and the register prompt to render beside the tabs.
 */
export function useProfileTab() {
  const navigate = useNavigate();
  const session = useAppSelector((s) => s.session.current);
  const [prompting, setPrompting] = useState(false);
  const target = memberCenterTarget(session);
  const close = useCallback(() => setPrompting(false), []);
  const registerNow = () => {
    setPrompting(false);
    if (target.kind === 'prompt') void navigate(target.registerPath.replace(/^\/m/, ''));
  };
  const onClick = (e: MouseEvent) => {
    if (target.kind !== 'prompt') return;
    e.preventDefault();
    setPrompting(true);
  };
  const prompt = prompting ? (
    <Suspense fallback={null}>
      <RegisterPrompt onCancel={close} onConfirm={registerNow} />
    </Suspense>
  ) : null;
  return { href: (target.kind === 'prompt' ? target.registerPath : target.path).replace(/^\/m/, ''), onClick, prompt };
}
