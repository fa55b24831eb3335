/**
 * What the provider keeps: players' sessions, rounds not settled yet and the wallet calls still
 * owed to the platform. Everything money depends on is saved before the call it protects is
 * sent, so a restart carries on where the process stopped.
 */
export type Mode = 'real' | 'demo';

export interface PlaySession {
  /** The secret the game page calls with (X-Play-Key); never in a URL. */
  key: string;
  /** The one-time ticket of the launch URL. */
  ticket: string;
  ticketUsed: boolean;
  /** The platform's launch request, answered the same if it is sent again. */
  launchRequest: string;
  user: string;
  token: string;
  gameCode: string;
  currency: string;
  language: string;
  mode: Mode;
  returnUrl: string;
  country?: string;
  createdAt: number;
  openedAt?: number;
  lastSeenAt: number;
  /** The last balance known (the wallet's answer, or play money in demo), minor units. */
  balance: number | null;
  /** This session's stakes and wins, for the net position the page shows. */
  staked: number;
  won: number;
  /** Crash points of this session's last rounds, newest first. */
  history: number[];
}

export type RoundState = 'betting' | 'open' | 'closed' | 'void';

export interface CrashPlay {
  point: number;
  startedAt: number;
  /** Automatic cash-out target (hundredths), if the player set one. */
  target: number | null;
  /** Where the player cashed out (hundredths), once they did. */
  cashout: number | null;
}

export interface RoundRecord {
  id: string;
  sessionKey: string;
  kind: 'slot' | 'roulette' | 'crash';
  gameCode: string;
  user: string;
  token: string;
  currency: string;
  mode: Mode;
  bet: number;
  betTransaction: string;
  state: RoundState;
  createdAt: number;
  crash?: CrashPlay;
  win?: number;
}

export interface OutboxEntry {
  id: string;
  kind: 'win' | 'rollback';
  roundId: string;
  sessionKey: string;
  method: 'transaction/win' | 'transaction/rollback';
  /** The exact bytes sent each time (same request_uuid and transaction_uuid). */
  body: string;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
}

export interface ProviderState {
  sessions: Record<string, PlaySession>;
  rounds: Record<string, RoundRecord>;
  outbox: Record<string, OutboxEntry>;
}

export const emptyState = (): ProviderState => ({ sessions: {}, rounds: {}, outbox: {} });
