import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  grantsAllow,
  type OperatorGrant,
  type OperatorLoginAnswer,
  type OperatorSessionAnswer,
  type OperatorSessionView,
  type OperatorView,
} from '@lobby/contract/operator';
import { hashPassword, verifyPassword } from '../adapters/password-hash';
import type { SecretBox } from '../adapters/secret-box';
import { newTotpSecret, qrCodeOf, totpStep, totpUri } from '../adapters/totp';
import type {
  NewAuditRow,
  OperatorSessionRow,
  OperatorsRepo,
  OperatorWithGrants,
} from '../db/repositories/operators-repo';
import { AppError } from '../errors';
import type { RateLimiter } from './rate-limit';

/** Failed sign-ins in a row (password or code) that lock an account, and for how long: a while, never for good. */
export const OPERATOR_MAX_FAILURES = 5;
export const OPERATOR_LOCK_MINUTES = 15;
/** Sign-in attempts from one address in a quarter of an hour, whatever the accounts. */
const ATTEMPT_WINDOW_SECONDS = 900;
const CHALLENGE_MS = 5 * 60_000;
/** A console session ends after half an hour unused, and twelve hours after sign-in at the latest (ASVS V7.3). */
export const CONSOLE_IDLE_MS = 30 * 60_000;
export const CONSOLE_ABSOLUTE_MS = 12 * 3_600_000;
/** A session's last use is written at most this often. */
const TOUCH_EVERY_MS = 60_000;
/** No 0/O, 1/l/I: a first password read off a screen types back right. */
const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const tokenHash = (token: string) => createHash('sha256').update(`operator\n${token}`).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
/** A generated first password: 20 characters of 56, about 116 bits. */
export const newOperatorPassword = () =>
  Array.from({ length: 20 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');

/** The name an authenticator app shows above an operator's codes. */
export const operatorIssuer = (defaultMerchant: string) => `${defaultMerchant} operators`;

/** Where a request came from, for sessions and the audit log. */
export interface Origin {
  ip: string;
  userAgent: string;
}

export interface SignedInOperator {
  id: string;
  username: string;
  grants: OperatorGrant[];
  session: OperatorSessionRow;
}

export const operatorView = (row: OperatorWithGrants, now: Date): OperatorView => ({
  username: row.username,
  grants: row.grants,
  twoFactor: !!row.totpEnabledAt,
  lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
  disabled: !!row.disabledAt,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Operators' accounts: sign-in with a password then an authenticator code (mandatory: the first
 * sign-in enrols it), sessions that end when idle, temporary locks, and what an admin does to
 * accounts. Every sign-in, failure and change is written to the audit log.
 */
export function operatorAccounts(deps: {
  repo: OperatorsRepo;
  box: SecretBox;
  limits: RateLimiter;
  issuer: string;
  clock: () => Date;
  /** Sign-in steps one address may try in 15 minutes (OPERATOR_SIGN_INS_PER_ADDRESS). */
  attemptsPerAddress?: number;
}) {
  const { repo, box, limits, clock } = deps;
  const attemptsPerAddress = deps.attemptsPerAddress ?? 30;
  // Unknown names cost the same hash check as known ones, so timing does not tell which exist.
  let decoy: Promise<string> | undefined;
  const audit = (row: NewAuditRow) => repo.audit(row);

  async function openSession(
    operatorId: string,
    kind: 'challenge' | 'console' | 'token',
    origin: Origin,
    expiresAt: Date,
    label: string | null = null,
  ) {
    const token = newToken();
    const id = randomUUID();
    await repo.insertSession({
      id,
      tokenHash: tokenHash(token),
      operatorId,
      kind,
      label,
      ip: origin.ip,
      userAgent: origin.userAgent.slice(0, 300),
      expiresAt,
    });
    return { id, token, expiresAt };
  }

  /** Counts a failure; audits it, and the lock when it is the one that locks. */
  async function failed(operator: OperatorWithGrants, origin: Origin, step: 'password' | 'code') {
    const now = clock();
    const lockedUntil = await repo.recordFailure(
      operator.id,
      OPERATOR_MAX_FAILURES,
      new Date(now.getTime() + OPERATOR_LOCK_MINUTES * 60_000),
    );
    const base = { operatorId: operator.id, operatorName: operator.username, ip: origin.ip, target: operator.username };
    await audit({ ...base, action: 'operator.signInFailed', after: { step } });
    if (lockedUntil && lockedUntil > now)
      await audit({ ...base, action: 'operator.locked', after: { until: lockedUntil.toISOString() } });
  }

  /** An operator known to exist (by a live session or a row just read): gone means a deleted row, a 401. */
  async function operatorOf(id: string): Promise<OperatorWithGrants> {
    const row = await repo.byId(id);
    if (!row) throw new AppError('session.expired', 401);
    return row;
  }

  async function issueToken(who: { id: string; username: string }, label: string, days: number, origin: Origin) {
    const expiresAt = new Date(clock().getTime() + days * 86_400_000);
    const made = await openSession(who.id, 'token', origin, expiresAt, label);
    await audit({
      operatorId: who.id,
      operatorName: who.username,
      ip: origin.ip,
      action: 'operator.tokenCreated',
      target: made.id,
      after: { label, expiresAt: expiresAt.toISOString() },
    });
    return { id: made.id, token: made.token, expiresAt: expiresAt.toISOString() };
  }

  const refuseLocked = (operator: OperatorWithGrants, now: Date) => {
    if (operator.lockedUntil && operator.lockedUntil > now)
      throw new AppError('login.tooMany', 429, {
        retryAfter: Math.ceil((operator.lockedUntil.getTime() - now.getTime()) / 1000),
      });
  };

  return {
    /** The password step: a challenge for the code, or the authenticator to enrol first. */
    async signIn(username: string, password: string, origin: Origin): Promise<OperatorLoginAnswer> {
      await limits.hit(`ops-sign-in:${origin.ip}`, attemptsPerAddress, ATTEMPT_WINDOW_SECONDS, 'request.tooMany');
      const now = clock();
      const operator = await repo.byUsername(username);
      if (!operator || operator.disabledAt) {
        await verifyPassword(await (decoy ??= hashPassword(newOperatorPassword())), password);
        await audit({ operatorName: username, ip: origin.ip, action: 'operator.signInFailed', target: username });
        throw new AppError('login.failed', 401);
      }
      refuseLocked(operator, now);
      if (!(await verifyPassword(operator.passwordHash, password))) {
        await failed(operator, origin, 'password');
        throw new AppError('login.failed', 401);
      }
      const challenge = await openSession(operator.id, 'challenge', origin, new Date(now.getTime() + CHALLENGE_MS));
      if (operator.totpEnabledAt) return { next: 'code', challenge: challenge.token };
      const secret = newTotpSecret();
      if (!(await repo.startEnrol(operator.id, box.seal(secret)))) throw new AppError('twoFactor.state', 409);
      const otpauthUri = totpUri(deps.issuer, operator.username, secret);
      return { next: 'enrol', challenge: challenge.token, secret, otpauthUri, qrCode: await qrCodeOf(otpauthUri) };
    },

    /** The code step: a right, unused code opens a console session (and finishes an enrolment). */
    async confirm(challenge: string, code: string, origin: Origin): Promise<OperatorSessionAnswer> {
      await limits.hit(`ops-sign-in:${origin.ip}`, attemptsPerAddress, ATTEMPT_WINDOW_SECONDS, 'request.tooMany');
      const now = clock();
      const live = await repo.liveSession(tokenHash(challenge), now);
      if (!live || live.session.kind !== 'challenge' || live.operator.disabledAt)
        throw new AppError('twoFactor.expired', 401);
      const operator = await operatorOf(live.operator.id);
      refuseLocked(operator, now);
      const step = operator.totpSecret
        ? totpStep(box.open(operator.totpSecret), code, Math.floor(now.getTime() / 1000))
        : null;
      if (step === null || !(await repo.useStep(operator.id, step, now))) {
        await failed(operator, origin, 'code');
        throw new AppError('twoFactor.invalid', 400);
      }
      await repo.endSession(live.session.id, now);
      await repo.signedIn(operator.id, now);
      const expiresAt = new Date(now.getTime() + CONSOLE_IDLE_MS);
      const session = await openSession(operator.id, 'console', origin, expiresAt);
      await audit({
        operatorId: operator.id,
        operatorName: operator.username,
        ip: origin.ip,
        action: operator.totpEnabledAt ? 'operator.signIn' : 'operator.enrolled',
        target: operator.username,
      });
      const fresh = await operatorOf(operator.id);
      return { token: session.token, expiresAt: expiresAt.toISOString(), operator: operatorView(fresh, now) };
    },

    /** The operator behind a bearer token, extending a console session's idle time; undefined when none. */
    async authenticate(token: string): Promise<SignedInOperator | undefined> {
      const now = clock();
      const live = await repo.liveSession(tokenHash(token), now);
      if (!live || live.session.kind === 'challenge' || live.operator.disabledAt) return undefined;
      const { session, operator } = live;
      // A console session's idle time starts again; a token keeps its end (its last use is still shown).
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        const latest = session.createdAt.getTime() + CONSOLE_ABSOLUTE_MS;
        const expiresAt =
          session.kind === 'console' ? new Date(Math.min(now.getTime() + CONSOLE_IDLE_MS, latest)) : session.expiresAt;
        await repo.touchSession(session.id, now, expiresAt);
      }
      return { id: operator.id, username: operator.username, grants: await repo.grantsOf(operator.id), session };
    },

    async me(who: SignedInOperator): Promise<OperatorView> {
      return operatorView(await operatorOf(who.id), clock());
    },

    async signOut(who: SignedInOperator, origin: Origin) {
      await repo.endSession(who.session.id, clock());
      await audit({ operatorId: who.id, operatorName: who.username, ip: origin.ip, action: 'operator.signOut' });
    },

    async sessions(who: SignedInOperator): Promise<OperatorSessionView[]> {
      const rows = await repo.sessionsOf(who.id, clock());
      return rows.map((s) => ({
        id: s.id,
        kind: s.kind === 'token' ? 'token' : 'console',
        label: s.label,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        ip: s.ip,
        userAgent: s.userAgent,
        current: s.id === who.session.id,
      }));
    },

    /** Ends one of my sessions; an admin over every brand may end anyone's. */
    async endSession(who: SignedInOperator, id: string, origin: Origin) {
      const anyone = grantsAllow(who.grants, 'admin', null);
      const ended = await repo.endSession(id, clock(), anyone ? undefined : who.id);
      if (!ended) throw new AppError('request.notFound', 404);
      await audit({
        operatorId: who.id,
        operatorName: who.username,
        ip: origin.ip,
        action: 'operator.sessionEnded',
        target: id,
        before: { operatorId: ended.operatorId, kind: ended.kind },
      });
    },

    /** A personal API token for tools, shown once; only from a console sign-in (which had the code). */
    async newToken(who: SignedInOperator, label: string, days: number, origin: Origin) {
      if (who.session.kind !== 'console') throw new AppError('request.forbidden', 403);
      return issueToken(who, label, days, origin);
    },
    /** The same from the command line, on the machine that holds the database. */
    issueToken,

    /** Changes my password and ends my other sessions. */
    async changePassword(who: SignedInOperator, current: string, next: string, origin: Origin) {
      const operator = await operatorOf(who.id);
      if (!(await verifyPassword(operator.passwordHash, current))) {
        await failed(operator, origin, 'password');
        throw new AppError('password.incorrect', 400);
      }
      if (current === next) throw new AppError('modify.new.old.same', 400);
      await repo.setPassword(who.id, await hashPassword(next));
      await repo.endSessionsOf(who.id, clock(), who.session.id);
      await audit({
        operatorId: who.id,
        operatorName: who.username,
        ip: origin.ip,
        action: 'operator.passwordChanged',
      });
    },

    /** Creates an operator (or the first admin, from the command line) with a generated first password. */
    async create(username: string, grants: OperatorGrant[]): Promise<{ id: string; password: string }> {
      const password = newOperatorPassword();
      const id = randomUUID();
      if (!(await repo.create({ id, username, passwordHash: await hashPassword(password) }, grants)))
        throw new AppError('register.usernameTaken', 409);
      return { id, password };
    },
  };
}
export type OperatorAccounts = ReturnType<typeof operatorAccounts>;
