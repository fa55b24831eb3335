/**
 * The SMS code button (spec: "idle, sending (loading), countdown in seconds until
 * expirationTime (tick 500 ms, initial display 60), then back. Disabled while counting.").
 */
// Plain millisecond sums rather than dayjs: no calendar here, and dayjs would load with the account forms only for this.

/** A half-second tick, so the shown second never lags the real one by a whole second. */
export const SMS_TICK_MS = 500;
/** Shown as soon as the code is sent, and the countdown used when the server gives no expiry. */
export const SMS_INITIAL_SECONDS = 60;

export type SmsButtonState = { phase: 'idle' } | { phase: 'sending' } | { phase: 'counting'; seconds: number };

const isTime = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * When the countdown ends (epoch ms): the server's `expirationTime` when it is a real time after
 * `sentAt` (when sending ended), else 60 s after `sentAt`, so a missing or stale expiry still
 * keeps the user from asking again at once.
 */
export function countdownEnd(expirationTime: number | undefined, sentAt: number): number {
  return isTime(expirationTime) && expirationTime > sentAt ? expirationTime : sentAt + SMS_INITIAL_SECONDS * 1000;
}

/**
 * Whole seconds left until `expirationTime`, rounded up (so 0 means done) and never below 0.
 * With no usable time it is the full 60: pass `countdownEnd(...)` to count that fallback down.
 */
export function smsSecondsLeft(expirationTime: number | undefined, now: number): number {
  if (!isTime(expirationTime)) return SMS_INITIAL_SECONDS;
  return Math.max(0, Math.ceil((expirationTime - now) / 1000));
}
