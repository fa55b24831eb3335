import { brandChannel, memberChannel, type BusEvent, type EventBus } from '../adapters/event-bus';
import type { MovedWallet } from '../db/repositories/ledger-repo';

/** The bus channel every instance hears about any brand's settings (each drops its cached copy). */
export const BRANDS_CHANNEL = 'brands';

/** What the bus carries: a signal of what changed; each stream reads the new state itself. */
export type PushSignal =
  | { type: 'balance' }
  | { type: 'inbox' }
  | { type: 'chat' }
  /** `replaced`: the hash of a session its own device replaced (a password change), not a forced end. */
  | { type: 'sessions'; replaced?: string }
  | { type: 'announcement' }
  | { type: 'brand'; merchantCode: string };

/**
 * Tells every instance what changed, after it is stored. Signals, not values: each stream rereads
 * the state when it hears one, so signals from two instances arriving out of order can never show
 * an older balance last. A failed publish is logged, never the writer's failure: the stream's
 * resend on reconnect covers a lost one (a lost revocation, its look at the session every few minutes).
 */
export function pushSignals(events: EventBus, onError: (err: Error) => void) {
  const send = (channel: string, signal: PushSignal) =>
    void events.publish(channel, signal as unknown as BusEvent).catch(onError);
  return {
    walletsMoved(moved: MovedWallet[]) {
      for (const { memberId } of moved) send(memberChannel(memberId), { type: 'balance' });
    },
    /**
     * Sessions of the member were revoked: each of its streams checks whether it is still live.
     * The stream of `replaced` (a session hash) ends quietly: its device has a new session.
     */
    sessionsChanged(memberId: string, replaced?: string) {
      send(memberChannel(memberId), replaced ? { type: 'sessions', replaced } : { type: 'sessions' });
    },
    /** The member's inbox changed (a message for them, one they read on another device). */
    inboxChanged(memberId: string) {
      send(memberChannel(memberId), { type: 'inbox' });
    },
    /** A message for every member of the brand. */
    brandInboxChanged(merchantCode: string) {
      send(brandChannel(merchantCode), { type: 'inbox' });
    },
    chatChanged(memberId: string) {
      send(memberChannel(memberId), { type: 'chat' });
    },
    announcementsChanged(merchantCode: string) {
      send(brandChannel(merchantCode), { type: 'announcement' });
    },
    brandChanged(merchantCode: string) {
      send(BRANDS_CHANNEL, { type: 'brand', merchantCode });
    },
    /** Hears brand changes of any brand (every instance's settings cache, and the streams). */
    onBrandChanged(listener: (merchantCode: string) => void): () => void {
      return events.subscribe(BRANDS_CHANNEL, (event) => {
        if (event.type === 'brand' && typeof event.merchantCode === 'string') listener(event.merchantCode);
      });
    },
  };
}
export type PushSignals = ReturnType<typeof pushSignals>;
