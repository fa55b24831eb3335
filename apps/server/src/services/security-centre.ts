import { randomUUID } from 'node:crypto';
import type { ActiveSession, LoginHistoryEntry, LoginMethod } from '@lobby/contract';
import { deviceOf, maskedIp } from '../adapters/user-agent';
import type { SecurityRepo } from '../db/repositories/security-repo';
import { AppError } from '../errors';
import { tokenHash } from './accounts-service';

/** How many logins the history shows, the latest first. */
export const LOGIN_HISTORY_LENGTH = 50;

/** One login try of a known member, as the history keeps it. */
export interface LoginRecord {
  memberId: string;
  method: LoginMethod;
  success: boolean;
  twoFactor: boolean;
  failure?: 'password' | 'code';
  ip: string;
  userAgent: string;
}

/** The security centre's lists: the member's live sessions (and ending them) and their login history. */
export function securityCentre(repo: SecurityRepo, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    async recordLogin(record: LoginRecord): Promise<void> {
      await repo.recordLogin({
        id: randomUUID(),
        memberId: record.memberId,
        at: now(),
        method: record.method,
        success: record.success,
        twoFactor: record.twoFactor,
        failure: record.failure ?? null,
        ip: record.ip,
        userAgent: record.userAgent.slice(0, 512),
      });
    },

    async loginHistory(memberId: string): Promise<LoginHistoryEntry[]> {
      const rows = await repo.loginHistory(memberId, LOGIN_HISTORY_LENGTH);
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        method: row.method as LoginMethod,
        success: row.success,
        twoFactor: row.twoFactor,
        failure: row.failure === 'password' || row.failure === 'code' ? row.failure : null,
        device: deviceOf(row.userAgent),
        place: { maskedIp: maskedIp(row.ip) },
      }));
    },

    /** The member's live sessions; `token` is the asking one's. */
    async sessions(memberId: string, token: string): Promise<ActiveSession[]> {
      const mine = tokenHash(token);
      const rows = await repo.liveSessions(memberId, now());
      return rows
        .map((row) => ({
          id: row.id,
          current: row.tokenHash === mine,
          device: deviceOf(row.userAgent),
          place: { maskedIp: maskedIp(row.ip) },
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          twoFactor: row.twoFactor,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current));
    },

    /** Ends one of the member's sessions (its next call is a forced logout); unknown ids are a 404. */
    async revoke(memberId: string, id: string): Promise<void> {
      if (!(await repo.revokeById(memberId, id, now()))) throw new AppError('request.notFound', 404);
    },

    /** Ends every session of the member but the asking one. */
    async revokeOthers(memberId: string, token: string): Promise<number> {
      return repo.revokeOthers(memberId, tokenHash(token), now());
    },
  };
}
export type SecurityCentre = ReturnType<typeof securityCentre>;
