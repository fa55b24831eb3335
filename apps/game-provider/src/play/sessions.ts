import { randomBytes } from 'node:crypto';
import type { ProviderGameUrlRequest } from '@lobby/contract/provider';
import type { PlaySession } from '../store/state';
import type { Store } from '../store/store';

const secret = () => randomBytes(24).toString('base64url');

/** How long an idle session is kept (its rounds and owed calls keep it longer). */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;

export type TicketUse =
  { kind: 'opened'; session: PlaySession } | { kind: 'used'; session: PlaySession } | { kind: 'unknown' };

/** Players' sessions: made by a launch, opened once by its ticket, then reached by the page's key. */
export class Sessions {
  constructor(
    private readonly store: Store,
    private readonly now: () => number = Date.now,
  ) {}

  private get all() {
    return Object.values(this.store.state.sessions);
  }

  /** A session for the platform's launch; the same request sent again gets the same session. */
  launch(request: ProviderGameUrlRequest): PlaySession {
    const again = this.all.find((s) => s.launchRequest === request.request_uuid);
    if (again) return again;
    this.prune();
    const now = this.now();
    const session: PlaySession = {
      key: secret(),
      ticket: secret(),
      ticketUsed: false,
      launchRequest: request.request_uuid,
      user: request.user,
      token: request.token,
      gameCode: request.game_code,
      currency: request.currency,
      language: request.language,
      mode: request.mode,
      returnUrl: request.return_url,
      ...(request.country ? { country: request.country } : {}),
      createdAt: now,
      lastSeenAt: now,
      balance: null,
      staked: 0,
      won: 0,
      history: [],
    };
    this.store.state.sessions[session.key] = session;
    this.store.save();
    return session;
  }

  /** Opening the launch URL: the first time opens the session, any later time finds it used. */
  useTicket(ticket: string): TicketUse {
    const session = this.all.find((s) => s.ticket === ticket);
    if (!session) return { kind: 'unknown' };
    if (session.ticketUsed) return { kind: 'used', session };
    session.ticketUsed = true;
    session.openedAt = this.now();
    session.lastSeenAt = this.now();
    this.store.save();
    return { kind: 'opened', session };
  }

  byKey(key: string | undefined): PlaySession | undefined {
    if (!key) return undefined;
    const session = this.store.state.sessions[key];
    if (!session?.ticketUsed) return undefined;
    session.lastSeenAt = this.now();
    return session;
  }

  /** Forgets sessions idle for a day that nothing is owed on any more. */
  prune() {
    const { state } = this.store;
    const busy = new Set([
      ...Object.values(state.rounds).map((r) => r.sessionKey),
      ...Object.values(state.outbox).map((e) => e.sessionKey),
    ]);
    const cutoff = this.now() - SESSION_IDLE_MS;
    for (const session of this.all) {
      if (session.lastSeenAt < cutoff && !busy.has(session.key)) delete state.sessions[session.key];
    }
  }
}
