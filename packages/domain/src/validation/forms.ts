// Long on purpose: the form rules of the spec (login, registration, reset, change password) side by side, sharing helpers.
import { checkBirthday, type CalendarDate } from './birthday';
import { charCount, checkField, checkLimits, requiredRule, type FieldRule } from './field-rule';
import type { FieldError, FormErrors } from './keys';

/** Fixed limits of spec sections 5 and 9 (BIRTHDAY_MIN_YEAR lives with the birthday checks). */
export const CAPTCHA_MAX = 6;
export const MOBILE_MAX = 20;
export const SMS_CODE_MAX = 10;
export const REMARK_MAX = 140;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGES_MAX = 3;

/** Reset/change failure code for a new password equal to the old one (spec section 8). */
export const NEW_OLD_SAME_ERROR_CODE = 'modify.new.old.same';

const AS_TYPED = { trim: false } as const;

/** Keeps the errors of the invalid fields, in the order given. */
function collect<F extends string>(checks: readonly (readonly [F, FieldError | null])[]): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

/** A mobile number (spec sections 5 and 9): required, the mobile rule, at most 20 characters. */
export const checkMobile = (mobile: string, rule: FieldRule | undefined): FieldError | null =>
  checkField(mobile, requiredRule(rule)) ?? checkLimits(mobile, { max: MOBILE_MAX });

/** An SMS code (spec section 5): required, the verification-code rule, digits only, at most 10. */
export const checkSmsCode = (code: string, rule: FieldRule | undefined): FieldError | null =>
  checkField(code, requiredRule(rule)) ?? checkLimits(code, { numeric: true, max: SMS_CODE_MAX });

/** A captcha (spec section 5): required, digits only, at most 6 (another variant allows 16). */
export const checkCaptcha = (captcha: string, max: number = CAPTCHA_MAX): FieldError | null =>
  checkLimits(captcha, { required: true, numeric: true, max });

/**
 * The mobile number is validated before an SMS code is asked for, and no code is asked for while
 * the countdown runs (spec section 5).
 */
export const canRequestSmsCode = (mobile: string, rule: FieldRule | undefined, countdownRunning: boolean): boolean =>
  !countdownRunning && checkMobile(mobile, rule) === null;

// ---------------------------------------------------------------------------------------------
// Login

/** The shared verifier's rules (spec section 5). */
export interface LoginRules {
  loginUsername: FieldRule;
  loginPassword: FieldRule;
  loginMobileNum: FieldRule;
  verificationCode: FieldRule;
}

export type LoginMode = 'username' | 'mobile';

export interface LoginValues {
  mode: LoginMode;
  username: string;
  password: string;
  mobile: string;
  smsCode: string;
  captcha: string;
  captchaShown: boolean;
}

export const LOGIN_FIELDS = ['username', 'password', 'mobile', 'smsCode', 'captcha'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

/**
 * Login (spec section 5): username and password by the shared verifier's rules, or mobile number
 * (at most 20) and SMS code (digits, at most 10); the captcha only while it is shown. A login
 * cannot go without either pair, so both are required whatever the rule says.
 */
export function validateLogin(values: LoginValues, rules: LoginRules): FormErrors<LoginField> {
  const byUsername = values.mode === 'username';
  return collect<LoginField>([
    ['username', byUsername ? checkField(values.username, requiredRule(rules.loginUsername)) : null],
    ['password', byUsername ? checkField(values.password, requiredRule(rules.loginPassword), AS_TYPED) : null],
    ['mobile', byUsername ? null : checkMobile(values.mobile, rules.loginMobileNum)],
    ['smsCode', byUsername ? null : checkSmsCode(values.smsCode, rules.verificationCode)],
    ['captcha', values.captchaShown ? checkCaptcha(values.captcha) : null],
  ]);
}

// ---------------------------------------------------------------------------------------------
// Registration

export type RegistrationMethod = 'username' | 'mobileNum';

/** Password and confirmation are shown for username registration, or mobile with mobile password on (spec section 5). */
export const showsPasswordFields = (method: RegistrationMethod, mobilePassword: boolean): boolean =>
  method === 'username' || mobilePassword;

/** A verification code is needed for mobile registration, and for username registration with mobile verification on. */
export const needsVerificationCode = (method: RegistrationMethod, mobileVerification: boolean): boolean =>
  method === 'mobileNum' || mobileVerification;

/**
 * An entered affiliate code of an enabled rule is checked with the server before registering
 * (spec section 4); a rejection comes back as `affiliateCodeRejected`.
 */
export const checksAffiliateCode = (affiliateCode: string, rule: FieldRule | undefined): boolean =>
  rule?.enabled === true && affiliateCode.trim() !== '';

export interface RegistrationValues {
  username: string;
  mobile: string;
  password: string;
  confirm: string;
  captcha: string;
  smsCode: string;
  affiliateCode: string;
  /** YYYY-MM-DD. */
  birthday: string;
  /** Any other field the server has a rule for (email, nickname, payeeName...), keyed like the rules. */
  others?: Readonly<Record<string, string>>;
}

export interface RegistrationContext {
  /** Server rules keyed by registration payload field (spec section 3), see REGISTRATION_RULE_KEYS. */
  rules: Readonly<Record<string, FieldRule>>;
  method: RegistrationMethod;
  captchaEnabled: boolean;
  /** Captcha maximum length: 6, or 16 in another variant. */
  captchaMax?: number;
  mobilePassword: boolean;
  mobileVerification: boolean;
  minimumAge: 18 | 21;
  today: CalendarDate;
  /** The server turned the affiliate code down ('Invalid invitation code', spec section 5). */
  affiliateCodeRejected?: boolean;
}

/** Form fields in screen order (spec section 2: mobile, password, confirmation, captcha, affiliate code, SMS code). */
export const REGISTRATION_FIELDS = [
  'username',
  'mobile',
  'password',
  'confirm',
  'birthday',
  'captcha',
  'affiliateCode',
  'smsCode',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** Rule (and payload) name of each form field; a captcha has no server rule, only fixed limits. */
export const REGISTRATION_RULE_KEYS = {
  username: 'username',
  mobile: 'mobileNum',
  password: 'password',
  confirm: 'confirmPassword',
  birthday: 'birthday',
  captcha: 'captcha',
  affiliateCode: 'affiliateCode',
  smsCode: 'verificationCode',
} as const satisfies Record<RegistrationField, string>;

const CORE_RULE_KEYS: ReadonlySet<string> = new Set(Object.values(REGISTRATION_RULE_KEYS));

/** Other fields' errors are keyed by rule name and come after confirm, before birthday. */
export type RegistrationErrors = FormErrors<RegistrationField> & { [ruleKey: string]: FieldError | undefined };

const enabled = (rule: FieldRule | undefined): rule is FieldRule => rule?.enabled === true;

function checkRegistrationMobile(values: RegistrationValues, context: RegistrationContext): FieldError | null {
  const rule = context.rules[REGISTRATION_RULE_KEYS.mobile];
  // The SMS code goes to this number, so it is required whenever a code is.
  if (needsVerificationCode(context.method, context.mobileVerification)) return checkMobile(values.mobile, rule);
  return enabled(rule) ? (checkField(values.mobile, rule) ?? checkLimits(values.mobile, { max: MOBILE_MAX })) : null;
}

function checkRegistrationBirthday(birthday: string, context: RegistrationContext): FieldError | null {
  const rule = context.rules[REGISTRATION_RULE_KEYS.birthday];
  if (!enabled(rule)) return null;
  const error = checkField(birthday, rule);
  if (error || birthday.trim() === '') return error;
  return checkBirthday(birthday, context.today, context.minimumAge);
}

function checkAffiliateCode(code: string, context: RegistrationContext): FieldError | null {
  const rule = context.rules[REGISTRATION_RULE_KEYS.affiliateCode];
  const error = enabled(rule) ? checkField(code, rule) : null;
  return error ?? (context.affiliateCodeRejected ? { key: 'invalidInvitationCode' } : null);
}

/** Fields of enabled rules beyond the form's own, in rule order; passwords checked as typed. */
function otherChecks(values: RegistrationValues, rules: RegistrationContext['rules']): [string, FieldError | null][] {
  return Object.entries(rules)
    .filter(([key, rule]) => !CORE_RULE_KEYS.has(key) && rule.enabled)
    .map(([key, rule]) => [key, checkField(values.others?.[key] ?? '', rule, { trim: !/password/i.test(key) })]);
}

/**
 * Registration (spec section 5): every shown field against its server rule, non-required empty
 * passing; the username for username registration and the mobile number for mobile registration
 * are required. Password and confirmation only when shown (passwords as typed; confirmation
 * required and equal). Captcha only when enabled. SMS code only when needed. Birthday from
 * 1900-01-01 to the end of the current year and at least the brand's minimum age on `today`.
 */
export function validateRegistration(values: RegistrationValues, context: RegistrationContext): RegistrationErrors {
  const { rules, method } = context;
  const passwords = showsPasswordFields(method, context.mobilePassword);
  const password = passwords
    ? checkField(values.password, requiredRule(rules[REGISTRATION_RULE_KEYS.password]), AS_TYPED)
    : null;
  const confirm = passwords
    ? (checkLimits(values.confirm, { required: true }, AS_TYPED) ??
      (values.confirm === values.password ? null : { key: 'mismatch' as const }))
    : null;
  return collect<string>([
    [
      'username',
      method === 'username' ? checkField(values.username, requiredRule(rules[REGISTRATION_RULE_KEYS.username])) : null,
    ],
    ['mobile', checkRegistrationMobile(values, context)],
    ['password', password],
    ['confirm', confirm],
    ...otherChecks(values, rules),
    ['birthday', checkRegistrationBirthday(values.birthday, context)],
    ['captcha', context.captchaEnabled ? checkCaptcha(values.captcha, context.captchaMax) : null],
    ['affiliateCode', checkAffiliateCode(values.affiliateCode, context)],
    [
      'smsCode',
      needsVerificationCode(method, context.mobileVerification)
        ? checkSmsCode(values.smsCode, rules[REGISTRATION_RULE_KEYS.smsCode])
        : null,
    ],
  ]);
}

// ---------------------------------------------------------------------------------------------
// Forgot password

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The simple e-mail pattern of the forgot form: something@something.something, no spaces. */
export const isEmail = (value: string): boolean => EMAIL.test(value);

export interface ForgotEmailValues {
  username: string;
  email: string;
}
export const FORGOT_EMAIL_FIELDS = ['username', 'email'] as const;
export type ForgotEmailField = (typeof FORGOT_EMAIL_FIELDS)[number];

/**
 * Forgot by e-mail (spec section 5): username by the login-username rule, e-mail required and
 * of the simple pattern; both trimmed. The reset needs both, so both are required.
 */
export function validateForgotEmail(values: ForgotEmailValues, loginUsername: FieldRule): FormErrors<ForgotEmailField> {
  const email = values.email.trim();
  return collect<ForgotEmailField>([
    ['username', checkField(values.username, requiredRule(loginUsername))],
    ['email', email === '' ? { key: 'required' } : isEmail(email) ? null : { key: 'email' }],
  ]);
}

export interface ForgotMobileValues {
  mobile: string;
  smsCode: string;
  /** The new password. */
  password: string;
}
export type ForgotMobileRules = Pick<LoginRules, 'loginMobileNum' | 'verificationCode' | 'loginPassword'>;
export const FORGOT_MOBILE_FIELDS = ['mobile', 'smsCode', 'password'] as const;
export type ForgotMobileField = (typeof FORGOT_MOBILE_FIELDS)[number];

/** Forgot by mobile (spec section 5): mobile required, SMS code, new password, by the shared verifier's rules. */
export function validateForgotMobile(
  values: ForgotMobileValues,
  rules: ForgotMobileRules,
): FormErrors<ForgotMobileField> {
  return collect<ForgotMobileField>([
    ['mobile', checkMobile(values.mobile, rules.loginMobileNum)],
    ['smsCode', checkSmsCode(values.smsCode, rules.verificationCode)],
    ['password', checkField(values.password, requiredRule(rules.loginPassword), AS_TYPED)],
  ]);
}

// ---------------------------------------------------------------------------------------------
// Change password

export interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
  /** Whether the old-password field is shown (and so checked). */
  oldShown: boolean;
}
export interface ChangePasswordRules {
  loginPassword: FieldRule;
  password: FieldRule;
}
/** Form fields; the screen names them old_password, password and confimpsw (spec section 2). */
export const CHANGE_PASSWORD_FIELDS = ['oldPassword', 'password', 'confirm'] as const;
export type ChangePasswordField = (typeof CHANGE_PASSWORD_FIELDS)[number];

/**
 * Change password (spec section 5): the old password by the login-password rule (so optional
 * only if that rule is not required and it is empty); the new one required, by the password rule,
 * and different from the old (the server's `modify.new.old.same`); the confirmation required and
 * equal. All checked as typed.
 */
export function validateChangePassword(
  values: ChangePasswordValues,
  rules: ChangePasswordRules,
): FormErrors<ChangePasswordField> {
  const { oldPassword, password, confirm, oldShown } = values;
  const sameAsOld =
    oldShown && password === oldPassword
      ? { key: 'sameAsOld' as const, params: { code: NEW_OLD_SAME_ERROR_CODE } }
      : null;
  return collect<ChangePasswordField>([
    ['oldPassword', oldShown ? checkField(oldPassword, rules.loginPassword, AS_TYPED) : null],
    ['password', checkField(password, requiredRule(rules.password), AS_TYPED) ?? sameAsOld],
    [
      'confirm',
      checkLimits(confirm, { required: true }, AS_TYPED) ?? (confirm === password ? null : { key: 'mismatch' }),
    ],
  ]);
}

// ---------------------------------------------------------------------------------------------
// Activity application

export interface ImageFile {
  /** MIME type, e.g. image/png. */
  type: string;
  /** Bytes. */
  size: number;
}
export interface ActivityApplicationValues {
  remark: string;
  images: readonly ImageFile[];
}
export const ACTIVITY_APPLICATION_FIELDS = ['remark', 'images'] as const;
export type ActivityApplicationField = (typeof ACTIVITY_APPLICATION_FIELDS)[number];

/** png or jpg (spec section 5); image/jpg is a non-standard name some platforms report for jpeg. */
const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/jpg']);

function checkImages(images: readonly ImageFile[]): FieldError | null {
  if (images.length > IMAGES_MAX) return { key: 'tooManyImages', params: { max: IMAGES_MAX } };
  const badType = images.findIndex((image) => !IMAGE_TYPES.has(image.type.toLowerCase()));
  if (badType >= 0) return { key: 'imageType', params: { index: badType } };
  const tooLarge = images.findIndex((image) => image.size > IMAGE_MAX_BYTES);
  if (tooLarge >= 0) return { key: 'imageTooLarge', params: { index: tooLarge, max: IMAGE_MAX_BYTES } };
  return null;
}

/** Activity application (spec section 5): remark up to 140 characters; at most 3 png or jpg images of 5 MB each. */
export function validateActivityApplication(values: ActivityApplicationValues): FormErrors<ActivityApplicationField> {
  return collect<ActivityApplicationField>([
    [
      'remark',
      charCount(values.remark.trim()) > REMARK_MAX ? { key: 'remarkTooLong', params: { max: REMARK_MAX } } : null,
    ],
    ['images', checkImages(values.images)],
  ]);
}
