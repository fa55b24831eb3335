import { countdownEnd, SMS_INITIAL_SECONDS, SMS_TICK_MS, smsSecondsLeft, type SmsButtonState } from '@lobby/domain';
import { useEffect, useRef, useState } from 'react';
import styles from './sms-code-button.module.css';

export interface SmsCodeButtonLabels {
  idle: string;
  sending: string;
  counting: (seconds: number) => string;
}

export interface SmsCodeButtonProps {
  /** Sends the code; resolves the server's expirationTime (epoch ms), or rejects on failure. */
  onRequest: () => Promise<number | undefined>;
  /** E.g. while the mobile number is invalid. */
  disabled?: boolean;
  labels: SmsCodeButtonLabels;
  /** The clock, for tests and stories. */
  now?: () => number;
}

/**
 * The "send code" button beside an SMS code field: idle, sending, then a countdown to the
 * server's expiry (60 s shown at first) during which it cannot ask again. A failed request
 * goes straight back to idle; the caller shows the error.
 */
export function SmsCodeButton({ onRequest, disabled = false, labels, now = Date.now }: SmsCodeButtonProps) {
  const [state, setState] = useState<SmsButtonState>({ phase: 'idle' });
  const end = useRef(0);
  const mounted = useRef(false);
  // Read by the interval, so a new clock function each render does not restart the countdown.
  const clock = useRef(now);

  useEffect(() => {
    clock.current = now;
  }, [now]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const counting = state.phase === 'counting';
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => {
      const seconds = smsSecondsLeft(end.current, clock.current());
      // Same second: keep the state object, so half the ticks render nothing.
      setState((prev) =>
        seconds === 0
          ? { phase: 'idle' }
          : prev.phase === 'counting' && prev.seconds === seconds
            ? prev
            : { phase: 'counting', seconds },
      );
    }, SMS_TICK_MS);
    return () => clearInterval(timer);
  }, [counting]);

  const request = async () => {
    setState({ phase: 'sending' });
    let expirationTime: number | undefined;
    try {
      expirationTime = await onRequest();
    } catch {
      if (mounted.current) setState({ phase: 'idle' });
      return;
    }
    if (!mounted.current) return;
    end.current = countdownEnd(expirationTime, clock.current());
    setState({ phase: 'counting', seconds: SMS_INITIAL_SECONDS });
  };

  const text =
    state.phase === 'idle' ? labels.idle : state.phase === 'sending' ? labels.sending : labels.counting(state.seconds);

  return (
    <button
      type="button"
      className={styles.button}
      disabled={disabled || state.phase !== 'idle'}
      aria-busy={state.phase === 'sending' || undefined}
      onClick={() => void request()}
    >
      <span aria-live="polite">{text}</span>
    </button>
  );
}
