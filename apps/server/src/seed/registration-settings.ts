import type { Country, RegistrationSettings } from '@lobby/contract';

const USERNAME = {
  enabled: true,
  required: true,
  patternId: 'username',
  minLength: 4,
  maxLength: 16,
  pattern: '^[A-Za-z0-9]{4,16}$',
};
const MOBILE = {
  enabled: true,
  required: false,
  patternId: 'mobile',
  minLength: 6,
  maxLength: 15,
  pattern: '^\\d{6,15}$',
};
const SMS_CODE = { enabled: true, required: true, maxLength: 10 };

/**
 * The demo brand's registration settings (spec section 5): both methods, a captcha, mobile
 * registration with a password, and resets by e-mail and by mobile. Messages are left to the
 * translations (patternId names the format), so every language gets its own words.
 */
export function demoRegistrationSettings(): RegistrationSettings {
  return {
    methods: { username: true, mobile: true },
    captcha: true,
    mobileVerification: false,
    mobilePassword: true,
    rules: {
      username: USERNAME,
      mobileNum: MOBILE,
      // A letter and a digit, printable ASCII only: no spaces and no emoji (a keyboard of any
      // language can type it again at login).
      password: {
        enabled: true,
        required: true,
        patternId: 'password',
        minLength: 6,
        maxLength: 20,
        pattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]{6,20}$',
      },
      confirmPassword: { enabled: true, required: true },
      email: {
        enabled: true,
        required: false,
        patternId: 'email',
        maxLength: 254,
        pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      },
      // A real name in any script: letters, spaces, dots, hyphens and apostrophes; no digits or symbols.
      payeeName: {
        enabled: true,
        required: false,
        patternId: 'name',
        minLength: 2,
        maxLength: 50,
        pattern: '^[^0-9!"#$%&()*+,/:;<=>?@\\[\\]\\\\^_`{|}~]{2,50}$',
      },
      telegram: {
        enabled: true,
        required: false,
        patternId: 'telegram',
        maxLength: 33,
        pattern: '^@?[A-Za-z0-9_]{5,32}$',
      },
      birthday: { enabled: true, required: true },
      affiliateCode: {
        enabled: true,
        required: false,
        patternId: 'affiliateCode',
        minLength: 4,
        maxLength: 16,
        pattern: '^[A-Za-z0-9]{4,16}$',
      },
      verificationCode: SMS_CODE,
    },
    loginRules: {
      // Mobile numbers log in here too (after a reset by phone), so digits-only names pass.
      loginUsername: {
        enabled: true,
        required: true,
        patternId: 'username',
        minLength: 4,
        maxLength: 20,
        pattern: '^[A-Za-z0-9]{4,20}$',
      },
      loginPassword: { enabled: true, required: true, minLength: 6, maxLength: 20 },
      loginMobileNum: { ...MOBILE, required: true },
      verificationCode: SMS_CODE,
    },
    passwordReset: { email: true, mobile: true },
    defaultDialingCode: '+95',
  };
}

/** Dialing codes of the selector; names are shown in the visitor's language on the client. */
export const DEMO_COUNTRIES: Country[] = [
  { code: 'MM', name: 'Myanmar', dialingCode: '+95' },
  { code: 'TH', name: 'Thailand', dialingCode: '+66' },
  { code: 'CN', name: 'China', dialingCode: '+86' },
  { code: 'MY', name: 'Malaysia', dialingCode: '+60' },
  { code: 'SG', name: 'Singapore', dialingCode: '+65' },
  { code: 'VN', name: 'Vietnam', dialingCode: '+84' },
  { code: 'PH', name: 'Philippines', dialingCode: '+63' },
  { code: 'ID', name: 'Indonesia', dialingCode: '+62' },
  { code: 'KH', name: 'Cambodia', dialingCode: '+855' },
  { code: 'LA', name: 'Laos', dialingCode: '+856' },
  { code: 'IN', name: 'India', dialingCode: '+91' },
  { code: 'GB', name: 'United Kingdom', dialingCode: '+44' },
  { code: 'US', name: 'United States', dialingCode: '+1' },
];
