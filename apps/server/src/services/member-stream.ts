import type { MemberEvent, WalletBalance } from '@lobby/contract';
import { brandChannel, memberChannel, type EventBus } from '../adapters/event-bus';
import type { PushSignal, PushSignals } from './push-signals';

/** The state a stream sends: read fresh each time, so what it sends is never older than the signal. */
export interface MemberState {
  balance(): Promise<WalletBalance>;
  inboxUnread(): Promise<number>;
  chatUnread(): Promise<number>;
  /** Whether the stream's session is still live (not revoked, not expired). */
  sessionLive(): Promise<boolean>;
}

/** The message code of the forced-logout notice the site already shows for a refused token. */
export const FORCED_LOGOUT_CODE = 'session.expired';

/**
 * Runs `read` now, or once more right after the read in flight when one is: a burst of signals
 * costs at most two reads, and the last read starts after the last signal.
 */
function coalesced(read: () => Promise<void>, onError: (err: Error) => void): () => void {
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    read()
      .catch(onError)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return run;
}

/**
 * One open stream of a member: listens on the member's and the brand's channels, turns each
 * signal into the state event the browser needs, and ends with `logout` once the session is no
 * longer live. `send` writes one event; `end` closes the stream.
 */
export function memberStream(opts: {
  events: EventBus;
  push: PushSignals;
  memberId: string;
  merchantCode: string;
  /** The hash of the stream's session token. */
  sessionHash: string;
  state: MemberState;
  send: (event: MemberEvent) => void;
  end: () => void;
  onError: (err: Error) => void;
}) {
  const { state, send, onError } = opts;
  let closed = false;
  // Its own device replaced the session (a password change): the end is no news to it.
  let replacedHere = false;
  const emit = (event: MemberEvent) => {
    if (!closed) send(event);
  };
  const balance = coalesced(async () => emit({ type: 'balance', balance: await state.balance() }), onError);
  const inbox = coalesced(async () => emit({ type: 'inbox', unread: await state.inboxUnread() }), onError);
  const chat = coalesced(async () => emit({ type: 'chat', unread: await state.chatUnread() }), onError);
  const check = coalesced(async () => {
    if (closed || (await state.sessionLive())) return;
    if (!replacedHere) emit({ type: 'logout', code: FORCED_LOGOUT_CODE });
    close();
    opts.end();
  }, onError);

  const onSignal = (signal: PushSignal) => {
    if (signal.type === 'balance') balance();
    else if (signal.type === 'inbox') inbox();
    else if (signal.type === 'chat') chat();
    else if (signal.type === 'sessions') {
      if (signal.replaced === opts.sessionHash) replacedHere = true;
      check();
    } else if (signal.type === 'announcement') emit({ type: 'announcement' });
  };
  const stops = [
    opts.events.subscribe(memberChannel(opts.memberId), (e) => onSignal(e as unknown as PushSignal)),
    opts.events.subscribe(brandChannel(opts.merchantCode), (e) => onSignal(e as unknown as PushSignal)),
    opts.push.onBrandChanged((code) => {
      if (code === opts.merchantCode) emit({ type: 'brand' });
    }),
  ];
  function close() {
    if (closed) return;
    closed = true;
    for (const stop of stops) stop();
  }

  return {
    /** Sends the current state: on every (re)connect, so a browser that missed events catches up. */
    catchUp() {
      balance();
      inbox();
      chat();
    },
    /** Looks again whether the session is live (every few minutes: an expiry, a change nobody signalled). */
    check,
    close,
  };
}
