import {
  ALL_BRANDS,
  type AuditEntry,
  type AuditQuery,
  type OperatorCredentials,
  type OperatorGrant,
  type OperatorView,
} from '@lobby/contract/operator';
import { hashPassword } from '../adapters/password-hash';
import type { OperatorsRepo, OperatorWithGrants } from '../db/repositories/operators-repo';
import { AppError } from '../errors';
import { newOperatorPassword, operatorView, type OperatorAccounts } from './operator-accounts';

const isFullAdmin = (grants: OperatorGrant[]) => grants.some((g) => g.role === 'admin' && g.brand === ALL_BRANDS);

/**
 * What an admin over every brand does to operators' accounts, and the audit log's pages. The team
 * always keeps one enabled admin over every brand: the last one cannot be disabled or demoted.
 */
export function operatorAdmin(deps: { repo: OperatorsRepo; accounts: OperatorAccounts; clock: () => Date }) {
  const { repo, clock } = deps;
  async function existing(username: string): Promise<OperatorWithGrants> {
    const row = await repo.byUsername(username);
    if (!row) throw new AppError('request.notFound', 404);
    return row;
  }
  /** Refuses a change that would leave no enabled admin over every brand. */
  async function keepAnAdmin(changing: OperatorWithGrants, grantsAfter: OperatorGrant[], enabledAfter: boolean) {
    if (!isFullAdmin(changing.grants) || (enabledAfter && isFullAdmin(grantsAfter))) return;
    const others = (await repo.list()).filter((o) => o.id !== changing.id && !o.disabledAt && isFullAdmin(o.grants));
    if (others.length === 0) throw new AppError('request.conflict', 409, { reason: 'lastAdmin' });
  }

  return {
    async list(): Promise<OperatorView[]> {
      const now = clock();
      return (await repo.list()).map((row) => operatorView(row, now));
    },
    async create(username: string, grants: OperatorGrant[]): Promise<OperatorCredentials> {
      const { password } = await deps.accounts.create(username, grants);
      return { username, password };
    },
    async setGrants(username: string, grants: OperatorGrant[]) {
      const row = await existing(username);
      await keepAnAdmin(row, grants, !row.disabledAt);
      await repo.setGrants(row.id, grants);
      return { before: row.grants, after: grants };
    },
    async unlock(username: string) {
      const row = await existing(username);
      await repo.unlock(row.id);
    },
    /** A new first password and a new authenticator to enrol (a lost phone); every session ends. */
    async reset(username: string): Promise<OperatorCredentials> {
      const row = await existing(username);
      const password = newOperatorPassword();
      await repo.reset(row.id, await hashPassword(password));
      await repo.endSessionsOf(row.id, clock());
      return { username, password };
    },
    async setDisabled(username: string, disabled: boolean) {
      const row = await existing(username);
      if (disabled) await keepAnAdmin(row, row.grants, false);
      await repo.setDisabled(row.id, disabled ? clock() : null);
      if (disabled) await repo.endSessionsOf(row.id, clock());
    },
    async audit(query: AuditQuery, brands: string[] | null): Promise<AuditEntry[]> {
      return (await repo.auditPage(query, brands)).map((row) => ({
        id: String(row.id),
        at: row.at.toISOString(),
        operator: row.operatorName,
        ip: row.ip,
        action: row.action,
        brand: row.merchantCode,
        target: row.target,
        before: row.before,
        after: row.after,
      }));
    },
  };
}
export type OperatorAdmin = ReturnType<typeof operatorAdmin>;
