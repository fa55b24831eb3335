import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type RecoveryCodes, type SecurityOverview, type TwoFactorSetup } from '@lobby/contract';
import { verifyPassword } from '../adapters/password-hash';
import type { SecretBox } from '../adapters/secret-box';
import { newTotpSecret, qrCodeOf, totpStep, totpUri } from '../adapters/totp';
import type { MemberRow } from '../db/repositories/accounts-repo';
import type { SecurityRepo } from '../db/repositories/security-repo';
import { AppError } from '../errors';
import type { RateLimiter } from './rate-limit';

/** Code checks of one member's settings (turn on, turn off) in a quarter of an hour. */
const CHECKS_PER_MEMBER = 10;
const CHECK_WINDOW_SECONDS = 900;
/** Recovery codes: no 0/O, 1/I, so a code copied by hand reads back right. */
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const recoveryHash = (code: string) => createHash('sha256').update(`recovery\n${code}`).digest('hex');
const newRecoveryCode = () =>
  Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');

interface Deps {
  repo: SecurityRepo;
  box: SecretBox;
  limits: RateLimiter;
  /** The name the authenticator app shows above the code (the brand). */
  issuer: (merchant: string) => Promise<string>;
  now?: () => Date;
}

/**
 * Two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes. A code's time
 * step is taken in the database, so no code works twice, even on two instances at once.
 */
export function twoFactorService(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const secretOf = (sealed: string) => deps.box.open(sealed);

  /** A six-digit code of the member's authenticator, or an unused recovery code; each works once. */
  async function check(memberId: string, code: string): Promise<boolean> {
    const row = await deps.repo.twoFactorOf(memberId);
    // A setup not finished yet asks for nothing: its secret may still be on someone's screen.
    if (!row?.enabledAt) return false;
    if (/^\d{6}$/.test(code)) {
      const step = totpStep(secretOf(row.secret), code, Math.floor(now().getTime() / 1000));
      return step !== null && (await deps.repo.useStep(memberId, step));
    }
    return deps.repo.useRecoveryCode(memberId, recoveryHash(code), now());
  }

  return {
    check,

    async isOn(memberId: string): Promise<boolean> {
      return !!(await deps.repo.twoFactorOf(memberId))?.enabledAt;
    },

    async overview(memberId: string): Promise<SecurityOverview> {
      const on = !!(await deps.repo.twoFactorOf(memberId))?.enabledAt;
      return { twoFactorEnabled: on, recoveryCodesLeft: on ? await deps.repo.recoveryCodesLeft(memberId) : 0 };
    },

    /** A fresh secret to scan; replaces an unfinished setup, refused while two-factor sign-in is on. */
    async setup(member: MemberRow): Promise<TwoFactorSetup> {
      const secret = newTotpSecret();
      if (!(await deps.repo.startSetup(member.id, deps.box.seal(secret)))) throw new AppError('twoFactor.state', 409);
      const otpauthUri = totpUri(await deps.issuer(member.merchantCode), member.username, secret);
      return { secret, otpauthUri, qrCode: await qrCodeOf(otpauthUri) };
    },

    /** Turns two-factor sign-in on with a first right code; the recovery codes are shown this once. */
    async enable(memberId: string, code: string): Promise<RecoveryCodes> {
      await deps.limits.hit(`two-factor:${memberId}`, CHECKS_PER_MEMBER, CHECK_WINDOW_SECONDS);
      const row = await deps.repo.twoFactorOf(memberId);
      if (!row || row.enabledAt) throw new AppError('twoFactor.state', 409);
      const step = totpStep(secretOf(row.secret), code, Math.floor(now().getTime() / 1000));
      if (step === null) throw new AppError('twoFactor.invalid');
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      if (!(await deps.repo.enable(memberId, step, recoveryCodes.map(recoveryHash), now())))
        throw new AppError('twoFactor.invalid');
      return { recoveryCodes };
    },

    /** Turns it off: the password and a code (authenticator or recovery) are both needed. */
    async disable(member: MemberRow, password: string, code: string): Promise<void> {
      await deps.limits.hit(`two-factor:${member.id}`, CHECKS_PER_MEMBER, CHECK_WINDOW_SECONDS);
      if (!(await deps.repo.twoFactorOf(member.id))?.enabledAt) throw new AppError('twoFactor.state', 409);
      if (!(await verifyPassword(member.passwordHash, password))) throw new AppError('password.incorrect');
      if (!(await check(member.id, code))) throw new AppError('twoFactor.invalid');
      await deps.repo.disable(member.id);
    },
  };
}
export type TwoFactorService = ReturnType<typeof twoFactorService>;
