import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hashPassword, verifyPassword } from '../adapters/password-hash';
import type { AccountsRepo, MemberRow } from '../db/repositories/accounts-repo';
import { AppError } from './errors';

/** 128 random bits (DESIGN.md section 6), url-safe so it travels in a header as is. */
const newToken = () => randomBytes(16).toString('base64url');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Session {
  token: string;
  member: MemberRow;
  expiresAt: Date;
}

export interface NewAccount {
  username: string;
  password: string;
  type?: number;
  countryDialingCode?: string;
  mobile?: string;
  email?: string;
  birthday?: string;
  referrerId?: string;
}

export function accountsService(repo: AccountsRepo, options: { sessionTtlMs: number; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  // Verifying against this when the account does not exist keeps a wrong username as slow as a
  // wrong password, so response times do not tell which accounts exist.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));

  async function openSession(member: MemberRow): Promise<Session> {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + options.sessionTtlMs);
    await repo.insertSession({ tokenHash: tokenHash(token), memberId: member.id, expiresAt });
    return { token, member, expiresAt };
  }

  return {
    async register(merchantCode: string, account: NewAccount): Promise<MemberRow> {
      const row = {
        id: randomUUID(),
        merchantCode,
        username: account.username,
        passwordHash: await hashPassword(account.password),
        type: account.type ?? 0,
        nickname: account.username,
        countryDialingCode: account.countryDialingCode ?? null,
        mobile: account.mobile ?? null,
        email: account.email ?? null,
        birthday: account.birthday ?? null,
        referrerId: account.referrerId ?? null,
      };
      if (!(await repo.insertMember(row))) throw new AppError('register.usernameTaken', 409);
      return (await repo.memberById(row.id))!;
    },

    /** A new session for the right username and password; one answer for every failure. */
    async login(merchantCode: string, username: string, password: string): Promise<Session> {
      const member = await repo.memberByUsername(merchantCode, username);
      const ok = await verifyPassword(member?.passwordHash ?? (await dummyHash), password);
      if (!member || !ok || member.disabled) throw new AppError('login.failed', 401);
      return openSession(member);
    },

    /** The member behind a token, or null when it is unknown, revoked or expired. */
    async authenticate(token: string): Promise<{ member: MemberRow; expiresAt: Date } | null> {
      if (!token) return null;
      return (await repo.liveSession(tokenHash(token), now())) ?? null;
    },

    /** Session renewal: a live session lives another full term. */
    async renew(token: string): Promise<Session> {
      const live = await repo.liveSession(tokenHash(token), now());
      if (!live) throw new AppError('session.expired', 401);
      const expiresAt = new Date(now().getTime() + options.sessionTtlMs);
      await repo.extendSession(tokenHash(token), expiresAt);
      return { token, member: live.member, expiresAt };
    },

    async logout(token: string): Promise<void> {
      await repo.revokeSession(tokenHash(token), now());
    },

    /**
     * Changes the password of a logged-in member: the old one must be right and the new one
     * different; every session ends and a fresh one is returned for this device.
     */
    async changePassword(token: string, oldPassword: string, newPassword: string): Promise<Session> {
      const live = await repo.liveSession(tokenHash(token), now());
      if (!live) throw new AppError('session.expired', 401);
      if (!(await verifyPassword(live.member.passwordHash, oldPassword))) throw new AppError('login.failed', 401);
      if (oldPassword === newPassword) throw new AppError('modify.new.old.same');
      await repo.setPassword(live.member.id, await hashPassword(newPassword), now());
      await repo.revokeMemberSessions(live.member.id, now());
      return openSession(live.member);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
