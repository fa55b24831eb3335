import { randomBytes, randomInt } from 'node:crypto';
import { PROFILE_FIELDS, type RegistrationPayload, type RegistrationSettings } from '@lobby/contract';
import {
  checkField,
  isFormValid,
  needsVerificationCode,
  showsPasswordFields,
  validateRegistration,
  type CalendarDate,
  type RegistrationMethod,
} from '@lobby/domain';
import type { AccountsRepo } from '../db/repositories/accounts-repo';
import type { MemberProfile } from '../db/schema';
import { AppError } from '../errors';
import type { AccountsService } from './accounts-service';
import type { Captchas } from './captchas';
import type { PhoneProof } from './phone-proof';
import type { PlayerProtection } from './player-protection';
import type { SettingsService } from './settings-service';

type Payload = Required<
  Omit<RegistrationPayload, 'registerMethod' | 'type' | 'firebaseChannel' | 'firebaseIdToken' | 'protectionLimits'>
> &
  Pick<RegistrationPayload, 'firebaseIdToken' | 'protectionLimits'>;

interface Deps {
  accounts: AccountsService;
  repo: AccountsRepo;
  settings: SettingsService;
  captchas: Captchas;
  /** Our SMS code or a Firebase phone verification. */
  proof: PhoneProof;
  /** Today's date where the brand is; birthdays and ages are checked against it. */
  today: () => CalendarDate;
  /** Sets the limits chosen on the form (player protection). */
  protection: Pick<PlayerProtection, 'applyLimits'>;
}

/** The profile details of the payload that the brand's rules ask for, trimmed; empty ones left out. */
function profileOf(payload: Payload, rules: RegistrationSettings['rules']): MemberProfile {
  return Object.fromEntries(
    PROFILE_FIELDS.filter((field) => rules[field]?.enabled && payload[field].trim()).map((field) => [
      field,
      payload[field].trim(),
    ]),
  );
}

/**
 * Registration by username or by mobile number (spec sections 3, 4 and 5). The payload is checked
 * by the same domain rules the form uses, then the captcha, the invitation code and the SMS code;
 * only then is the account created.
 */
export function registrationService(deps: Deps) {
  return {
    /** Whether a username may still be registered: one the brand's rule refuses is not, whoever has it. */
    async usernameAvailable(merchant: string, username: string): Promise<boolean> {
      const rule = (await deps.settings.stored(merchant)).registration.rules.username;
      if (rule && checkField(username, rule) !== null) return false;
      return !(await deps.repo.memberByUsername(merchant, username));
    },

    /** Whether an invitation (affiliate) code belongs to an agent of the brand who may still invite. */
    async invitationValid(merchant: string, code: string): Promise<boolean> {
      const agent = await deps.repo.memberByAffiliateCode(merchant, code);
      return !!agent && !agent.disabled;
    },

    async register(merchant: string, method: RegistrationMethod, payload: Payload): Promise<{ userName: string }> {
      const { registration: settings, minimumAge, countries } = await deps.settings.stored(merchant);
      if (!(method === 'username' ? settings.methods.username : settings.methods.mobile))
        throw new AppError('register.disabled', 403);

      const errors = validateRegistration(
        {
          username: payload.username,
          mobile: payload.mobileNum,
          password: payload.password,
          confirm: payload.confirmPassword,
          captcha: payload.captcha,
          smsCode: payload.verificationCode,
          affiliateCode: payload.affiliateCode,
          birthday: payload.birthday,
          // The other fields of enabled rules (email, nickname...): the domain picks them by rule name.
          others: payload as unknown as Record<string, string>,
        },
        {
          rules: settings.rules,
          method,
          captchaEnabled: settings.captcha,
          mobilePassword: settings.mobilePassword,
          mobileVerification: settings.mobileVerification,
          minimumAge,
          today: deps.today(),
        },
      );
      if (!isFormValid(errors)) throw new AppError('register.invalid', 400, { errors });
      // A number is kept only when verified by SMS: an unverified one would let anyone claim a
      // stranger's number (blocking their mobile registration, logins and resets).
      const mobile = needsVerificationCode(method, settings.mobileVerification) ? payload.mobileNum.trim() : '';
      const dialingCode = payload.countryDialingCode.trim();
      if (mobile && !countries.some((c) => c.dialingCode === dialingCode)) {
        throw new AppError('register.invalid', 400, {
          errors: { mobile: { key: 'pattern', params: { patternId: 'mobile' } } },
        });
      }

      if (settings.captcha && !(await deps.captchas.check(payload.captchaId, payload.captcha))) {
        throw new AppError('captcha.invalid', 400, { captchaRequired: true });
      }

      let referrerId: string | undefined;
      if (payload.affiliateCode.trim()) {
        const agent = await deps.repo.memberByAffiliateCode(merchant, payload.affiliateCode.trim());
        if (!agent || agent.disabled) throw new AppError('register.invitationInvalid', 400, { field: 'affiliateCode' });
        referrerId = agent.id;
      } else if (payload.recommenderId.trim()) {
        const recommender = await deps.repo.memberById(payload.recommenderId.trim());
        if (!recommender || recommender.merchantCode !== merchant) throw new AppError('register.referrerInvalid', 400);
        referrerId = recommender.id;
      }

      if (mobile && (await deps.repo.memberByMobile(merchant, dialingCode, mobile)))
        throw new AppError('register.mobileTaken', 409);
      if (needsVerificationCode(method, settings.mobileVerification)) {
        await deps.proof.require('register', merchant, { countryDialingCode: dialingCode, mobileNum: mobile }, payload);
      }

      const username = method === 'username' ? payload.username.trim() : await mobileUsername(merchant, mobile);
      const member = await deps.accounts.register(merchant, {
        username,
        // Without the password fields a mobile member logs in by SMS code only.
        password: showsPasswordFields(method, settings.mobilePassword)
          ? payload.password
          : randomBytes(24).toString('base64url'),
        ...(mobile ? { countryDialingCode: dialingCode, mobile } : {}),
        ...(payload.email.trim() ? { email: payload.email.trim() } : {}),
        ...(payload.birthday.trim() ? { birthday: payload.birthday.trim() } : {}),
        ...(referrerId ? { referrerId } : {}),
        profile: profileOf(payload, settings.rules),
      });
      // Chosen before any play: every one is a first limit, so in force at once.
      if (payload.protectionLimits?.length) await deps.protection.applyLimits(member.id, payload.protectionLimits);
      return { userName: member.username };
    },
  };

  /** A mobile member's username: the number itself, or with a few digits more if that is taken. */
  async function mobileUsername(merchant: string, mobile: string): Promise<string> {
    let candidate = mobile;
    while (await deps.repo.memberByUsername(merchant, candidate)) candidate = `${mobile}${randomInt(100, 1000)}`;
    return candidate;
  }
}
export type RegistrationService = ReturnType<typeof registrationService>;
