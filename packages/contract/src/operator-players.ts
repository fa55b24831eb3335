import { z } from 'zod';
import { merchantCodeSchema } from './common';
import { EXCLUSION_KINDS } from './protection-constants';

/**
 * A player's profile as operators see it (support, risk, finance): the account with its limits,
 * exclusion, open sessions, latest logins and the operators' notes; the wallet's movements page
 * by page. Risk ends the player's sessions or imposes an exclusion.
 */
export interface PlayerLimitView {
  kind: string;
  /** The limit in force (minor units, or minutes for a session limit); null: none. */
  value: number | null;
  /** A loosening waiting for its cooling-off, from `pendingFrom`. */
  pendingValue: number | null;
  pendingRemove: boolean;
  pendingFrom: string | null;
}

export interface PlayerSessionView {
  id: string;
  userAgent: string;
  ip: string;
  startedAt: string;
  lastUsedAt: string;
  twoFactor: boolean;
}

export interface PlayerLoginView {
  at: string;
  method: string;
  success: boolean;
  ip: string;
  userAgent: string;
}

export interface PlayerNote {
  id: string;
  operator: string;
  text: string;
  at: string;
}

export interface OperatorPlayerProfile {
  username: string;
  memberNo: number;
  type: number;
  locked: boolean;
  registeredAt: string;
  balanceMinor: number;
  currency: string;
  exclusion: { kind: string; until: string } | null;
  realityCheckMinutes: number | null;
  limits: PlayerLimitView[];
  sessions: PlayerSessionView[];
  logins: PlayerLoginView[];
  notes: PlayerNote[];
}

export const playerProfileQuerySchema = z.strictObject({ merchant: merchantCodeSchema });

/** One movement of the wallet, newest first, with the balance after it. */
export interface PlayerLedgerEntry {
  id: string;
  kind: string;
  amountMinor: number;
  balanceAfterMinor: number | null;
  at: string;
}

export const PLAYER_LEDGER_PAGE_SIZE = 30;
export const playerLedgerQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export interface PlayerLedgerPage {
  entries: PlayerLedgerEntry[];
  page: number;
  pageSize: number;
  /** Another, older page follows. */
  more: boolean;
}

export const opsPlayerNoteSchema = z.strictObject({
  merchantCode: merchantCodeSchema,
  text: z.string().trim().min(1).max(2_000),
});

export const opsPlayerBrandSchema = z.strictObject({ merchantCode: merchantCodeSchema });

/** An exclusion risk imposes (the player's own kinds: a break or a self-exclusion); never shortens one in force. */
export const opsPlayerExcludeSchema = z.strictObject({
  merchantCode: merchantCodeSchema,
  kind: z.enum(EXCLUSION_KINDS),
});
