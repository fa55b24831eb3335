// Long on purpose: every way a session starts, lives and ends (login, trial, renewal, logout, password change) in one service.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { canLogIn, NON_MEMBER_TYPE, TRIAL_TYPE } from '@lobby/domain';
import { hashPassword, verifyPassword } from '../adapters/password-hash';
import type { AccountsRepo, LiveSession, MemberRow } from '../db/repositories/accounts-repo';
import type { MemberProfile } from '../db/schema';
import { AppError } from '../errors';

/** 128 random bits (DESIGN.md section 6), url-safe so it travels in a header as is. */
const newToken = () => randomBytes(16).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session's last use is written at most this often: a write on every request would cost more than it tells. */
const LAST_USE_RESOLUTION_MS = 5 * 60_000;

/** Where a session is opened from, kept for the security centre's list of sessions. */
export interface SessionOrigin {
  ip: string;
  userAgent: string;
  /** A second factor was checked. */
  twoFactor?: boolean;
}

/** A member who proved who they are (password, SMS code or a sign-in elsewhere): a session may open. */
export interface Proven {
  member: MemberRow;
  /** Proven by a temporary password: the session may only set a new password. */
  mustChangePassword: boolean;
}

/** The live session behind a token, as the routes and the guard see it. */
export type Authenticated = Omit<LiveSession, 'lastUsedAt'>;

export interface Session {
  token: string;
  member: MemberRow;
  expiresAt: Date;
  /** The member's first session ever (announcements for first-time logins, spec section 6). */
  firstTimeLogin: boolean;
  /** Opened with a temporary password: it may only set a new password. */
  mustChangePassword: boolean;
  /** Opened to withdraw only: the endpoints an excluded member keeps, nothing else. */
  withdrawOnly: boolean;
}

/** A temporary password from the forgot-password e-mail works this long, once. */
/** How long a temporary password sent by e-mail works (once). */
export const TEMP_PASSWORD_TTL_MS = 30 * 60_000;
const TEMP_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A temporary password with letters and digits, readable in an e-mail (no 0/O, 1/l/I). */
function temporaryPassword(): string {
  const letters = Array.from({ length: 10 }, () => TEMP_PASSWORD_ALPHABET[randomInt(TEMP_PASSWORD_ALPHABET.length)]);
  return `${letters.join('')}${randomInt(10)}`;
}

export interface LoginIdentity {
  /** A username, or a mobile number with its dialing code (the reset logs in this way). */
  username: string;
  countryDialingCode?: string | undefined;
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
  /** An agent's invitation code. */
  affiliateCode?: string;
  /** Details the brand asked for; a nickname given here names the member in the header. */
  profile?: MemberProfile;
}

export function accountsService(
  repo: AccountsRepo,
  options: {
    sessionTtlMs: number;
    now?: () => Date;
    /**
     * Breaks and self-exclusion: no way of logging in opens a usual session for an excluded member,
     * only a withdraw-only one (`refuseExcluded` throws the translated refusal).
     */
    exclusion?: { isExcluded(member: MemberRow): boolean; refuseExcluded(member: MemberRow): void };
    /**
     * Every session of the member ended (a new password): the push channel tells their open
     * streams. `replaced` is the hash of the session the changing device leaves for a new one.
     */
    sessionsEnded?: (memberId: string, replaced?: string) => void;
  },
) {
  const now = options.now ?? (() => new Date());
  // Verifying against this when the account does not exist keeps a wrong username as slow as a
  // wrong password, so response times do not tell which accounts exist.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));

  async function openSession(
    member: MemberRow,
    mustChangePassword = false,
    origin?: SessionOrigin,
    withdrawOnly = false,
  ): Promise<Session> {
    // A withdraw-only session is what an excluded member may still have: the guard keeps it narrow.
    if (!withdrawOnly) options.exclusion?.refuseExcluded(member);
    const token = newToken();
    const expiresAt = new Date(now().getTime() + options.sessionTtlMs);
    const firstTimeLogin = !(await repo.hasSessions(member.id));
    await repo.insertSession({
      tokenHash: tokenHash(token),
      memberId: member.id,
      expiresAt,
      mustChangePassword,
      withdrawOnly,
      lastUsedAt: now(),
      ...(origin ? { ip: origin.ip, userAgent: origin.userAgent.slice(0, 512), twoFactor: !!origin.twoFactor } : {}),
    });
    return { token, member, expiresAt, firstTimeLogin, mustChangePassword, withdrawOnly };
  }

  /** A new account; `register.usernameTaken` when the username (or mobile number) is taken. */
  async function register(merchantCode: string, account: NewAccount): Promise<MemberRow> {
    const row = {
      id: randomUUID(),
      merchantCode,
      username: account.username,
      passwordHash: await hashPassword(account.password),
      type: account.type ?? 0,
      nickname: account.profile?.nickname || account.username,
      profile: account.profile ?? {},
      countryDialingCode: account.countryDialingCode ?? null,
      mobile: account.mobile ?? null,
      email: account.email ?? null,
      birthday: account.birthday ?? null,
      referrerId: account.referrerId ?? null,
      affiliateCode: account.affiliateCode ?? null,
    };
    const member = await repo.insertMember(row);
    if (!member) throw new AppError('register.usernameTaken', 409);
    return member;
  }

  /**
   * A member for a sign-in from elsewhere, named after the e-mail's name (letters and digits), with
   * digits added when that is short or taken; the insert itself decides, so a race only retries.
   */
  async function registerWithFreeName(merchantCode: string, email: string | undefined): Promise<MemberRow> {
    const named = (email?.split('@')[0] ?? '')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 10)
      .toLowerCase();
    const base = named || 'player';
    for (let attempt = 0; ; attempt += 1) {
      // Without a name of four letters or more, digits make it one (and keep 'player' unique).
      const username =
        attempt === 0 && named.length >= 4
          ? named
          : `${base}${randomInt(attempt < 3 ? 1000 : 100_000, attempt < 3 ? 10_000 : 1_000_000)}`;
      try {
        return await register(merchantCode, {
          username,
          password: randomBytes(24).toString('base64url'),
          ...(email ? { email } : {}),
        });
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'register.usernameTaken') || attempt >= 8) throw error;
      }
    }
  }

  /** A proven account of a type that may not use the site (spec section 6) is told so, after the password. */
  function checkedType(member: MemberRow): MemberRow {
    if (!canLogIn(member.type)) throw new AppError('login.nonMember', 403);
    return member;
  }

  /** The member a login names (with a dialing code the name is a mobile number: the login after a reset by phone). */
  async function memberNamed(merchantCode: string, identity: LoginIdentity): Promise<MemberRow | undefined> {
    return identity.countryDialingCode
      ? ((await repo.memberByMobile(merchantCode, identity.countryDialingCode, identity.username)) ??
          (await repo.memberByUsername(merchantCode, identity.username)))
      : repo.memberByUsername(merchantCode, identity.username);
  }

  /**
   * The member of the right password; one answer for every failure. A live temporary password
   * from the forgot-password e-mail also proves them, once, and forces a new password.
   */
  async function provePassword(merchantCode: string, identity: LoginIdentity, password: string): Promise<Proven> {
    const member = await memberNamed(merchantCode, identity);
    if (await verifyPassword(member?.passwordHash ?? (await dummyHash), password)) {
      if (member && !member.disabled && member.type !== TRIAL_TYPE)
        return { member: checkedType(member), mustChangePassword: false };
    } else if (
      member?.tempPasswordHash &&
      member.tempPasswordExpiresAt &&
      member.tempPasswordExpiresAt > now() &&
      !member.disabled
    ) {
      if (
        (await verifyPassword(member.tempPasswordHash, password)) &&
        (await repo.useTempPassword(member.id, member.tempPasswordHash))
      ) {
        return { member: checkedType(member), mustChangePassword: true };
      }
    }
    throw new AppError('login.failed', 401);
  }

  /** The member of a mobile number whose SMS code the caller has checked. */
  async function proveMobile(merchantCode: string, countryDialingCode: string, mobile: string): Promise<Proven> {
    const member = await repo.memberByMobile(merchantCode, countryDialingCode, mobile);
    if (!member || member.disabled || member.type === TRIAL_TYPE) throw new AppError('login.failed', 401);
    return { member: checkedType(member), mustChangePassword: false };
  }

  return {
    register,
    memberNamed,
    provePassword,
    proveMobile,

    /** Whether a usual session would be refused to the member (a break or self-exclusion). */
    isExcluded(member: MemberRow): boolean {
      return options.exclusion?.isExcluded(member) ?? false;
    },

    /** The member a second login step names, still allowed to log in. */
    async proveById(memberId: string, mustChangePassword: boolean): Promise<Proven> {
      const member = await repo.memberById(memberId);
      if (!member || member.disabled || member.type === TRIAL_TYPE) throw new AppError('login.failed', 401);
      return { member: checkedType(member), mustChangePassword };
    },

    /** A session for a proven member, noting where it was opened; `withdrawOnly` for the withdraw purpose. */
    open: (proven: Proven, origin: SessionOrigin, withdrawOnly = false): Promise<Session> =>
      openSession(proven.member, proven.mustChangePassword, origin, withdrawOnly),

    /** A new session for the right password (see provePassword). */
    async login(merchantCode: string, identity: LoginIdentity, password: string): Promise<Session> {
      const proven = await provePassword(merchantCode, identity, password);
      return openSession(proven.member, proven.mustChangePassword);
    },

    /** A session for the member of a mobile number whose SMS code the caller has checked. */
    async loginByMobile(merchantCode: string, countryDialingCode: string, mobile: string): Promise<Session> {
      return openSession((await proveMobile(merchantCode, countryDialingCode, mobile)).member);
    },

    /**
     * A session for a sign-in from elsewhere (Google through Firebase), already verified by the
     * caller. The first sign-in creates a member (type 0) whose password nobody knows; later ones
     * find the same member.
     */
    async proveIdentity(
      merchantCode: string,
      identity: { provider: string; subject: string; email?: string | undefined },
    ): Promise<Proven> {
      let member = await repo.memberByIdentity(merchantCode, identity.provider, identity.subject);
      if (!member) {
        const created = await registerWithFreeName(merchantCode, identity.email);
        if (
          await repo.linkIdentity({
            merchantCode,
            provider: identity.provider,
            subject: identity.subject,
            memberId: created.id,
          })
        )
          member = created;
        else {
          // Two first sign-ins at once (a double tap): the other one linked first; ours goes.
          await repo.deleteMember(created.id);
          member = await repo.memberByIdentity(merchantCode, identity.provider, identity.subject);
        }
      }
      if (!member || member.disabled || member.type === TRIAL_TYPE) throw new AppError('login.failed', 401);
      return { member: checkedType(member), mustChangePassword: false };
    },

    /** A fresh free/trial account (type 4) and its session; its password is never known to anyone. */
    async trial(merchantCode: string): Promise<Session> {
      const member = await register(merchantCode, {
        username: `guest${randomBytes(5).toString('hex')}`,
        password: randomBytes(24).toString('base64url'),
        type: TRIAL_TYPE,
      });
      return openSession(member);
    },

    /**
     * Forgot password by e-mail: when username and e-mail belong together, a temporary password
     * goes to that address. The same work is done either way, so the answer and its timing do not
     * tell whether the account exists. Returns the message to send, if any.
     */
    async temporaryPasswordFor(
      merchantCode: string,
      username: string,
      email: string,
    ): Promise<{ to: string; password: string } | null> {
      const member = await repo.memberByUsername(merchantCode, username);
      const password = temporaryPassword();
      const hash = await hashPassword(password);
      if (
        !member ||
        member.disabled ||
        !canLogIn(member.type) ||
        !member.email ||
        member.email.toLowerCase() !== email.toLowerCase()
      )
        return null;
      await repo.setTempPassword(member.id, hash, new Date(now().getTime() + TEMP_PASSWORD_TTL_MS));
      return { to: member.email, password };
    },

    /** Whether a mobile number has an account that may reset its password or log in by SMS. */
    async hasMobile(merchantCode: string, countryDialingCode: string, mobile: string): Promise<boolean> {
      const member = await repo.memberByMobile(merchantCode, countryDialingCode, mobile);
      return !!member && !member.disabled && canLogIn(member.type);
    },

    /** Sets a new password by a checked SMS code; every session ends (the member logs in anew). */
    async resetByMobile(
      merchantCode: string,
      countryDialingCode: string,
      mobile: string,
      newPassword: string,
    ): Promise<void> {
      const member = await repo.memberByMobile(merchantCode, countryDialingCode, mobile);
      if (!member || member.disabled) throw new AppError('verification.invalid');
      if (await verifyPassword(member.passwordHash, newPassword)) throw new AppError('modify.new.old.same');
      await repo.setPassword(member.id, await hashPassword(newPassword), now());
      await repo.revokeMemberSessions(member.id, now());
      options.sessionsEnded?.(member.id);
    },

    /**
     * The member behind a token, or null when it is unknown, revoked or expired, or belongs to a
     * non-member account (type 40), which no way of logging in may leave with a working session.
     */
    async authenticate(token: string): Promise<Authenticated | null> {
      if (!token) return null;
      const hash = tokenHash(token);
      const at = now();
      const live = await repo.liveSession(hash, at);
      if (!live || live.member.type === NON_MEMBER_TYPE) return null;
      if (at.getTime() - live.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS) await repo.touchSession(hash, at);
      return {
        id: live.id,
        member: live.member,
        expiresAt: live.expiresAt,
        mustChangePassword: live.mustChangePassword,
        withdrawOnly: live.withdrawOnly,
        startedAt: live.startedAt,
      };
    },

    /** Session renewal: a live session lives another full term. */
    async renew(token: string): Promise<Session> {
      const live = await repo.liveSession(tokenHash(token), now());
      if (!live || live.member.type === NON_MEMBER_TYPE) throw new AppError('session.expired', 401);
      const expiresAt = new Date(now().getTime() + options.sessionTtlMs);
      await repo.extendSession(tokenHash(token), expiresAt);
      return {
        token,
        member: live.member,
        expiresAt,
        firstTimeLogin: false,
        mustChangePassword: live.mustChangePassword,
        withdrawOnly: live.withdrawOnly,
      };
    },

    /** The head icon a member chose (spec section 7). */
    async chooseHeadIcon(memberId: string, iconId: number): Promise<void> {
      await repo.setHeadIcon(memberId, iconId);
    },

    async logout(token: string): Promise<void> {
      await repo.revokeSession(tokenHash(token), now());
    },

    /**
     * Changes the password of a logged-in member: the old one must be right and the new one
     * different; every session ends and a fresh one is returned for this device.
     */
    async changePassword(
      token: string,
      oldPassword: string | undefined,
      newPassword: string,
      origin?: SessionOrigin,
    ): Promise<Session> {
      const live = await repo.liveSession(tokenHash(token), now());
      if (!live || live.member.type === NON_MEMBER_TYPE) throw new AppError('session.expired', 401);
      // After a temporary password (forced change) the session of that one-time login stands for
      // the old password; the new one must still differ from the current one.
      const forced = live.mustChangePassword;
      if (!forced && !(await verifyPassword(live.member.passwordHash, oldPassword ?? '')))
        throw new AppError('password.oldIncorrect');
      if (forced ? await verifyPassword(live.member.passwordHash, newPassword) : oldPassword === newPassword) {
        throw new AppError('modify.new.old.same');
      }
      await repo.setPassword(live.member.id, await hashPassword(newPassword), now());
      await repo.revokeMemberSessions(live.member.id, now());
      // This device goes on with the fresh session: its stream ends without the forced-logout message.
      options.sessionsEnded?.(live.member.id, tokenHash(token));
      // The fresh session may do what the old one could: a withdraw-only one stays so.
      return openSession(live.member, false, origin, live.withdrawOnly);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
