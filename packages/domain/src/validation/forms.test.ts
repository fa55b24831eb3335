// Long on purpose: the table of every form rule, one row a case.
import { describe, expect, it } from 'vitest';
import type { FieldRule } from './field-rule';
import {
  ACTIVITY_APPLICATION_FIELDS,
  BIRTHDAY_MIN_YEAR,
  CAPTCHA_MAX,
  CHANGE_PASSWORD_FIELDS,
  IMAGE_MAX_BYTES,
  IMAGES_MAX,
  LOGIN_FIELDS,
  MOBILE_MAX,
  NEW_OLD_SAME_ERROR_CODE,
  REGISTRATION_FIELDS,
  REMARK_MAX,
  SMS_CODE_MAX,
  canRequestSmsCode,
  checksAffiliateCode,
  firstInvalidField,
  isEmail,
  needsVerificationCode,
  showsPasswordFields,
  validateActivityApplication,
  validateChangePassword,
  validateForgotEmail,
  validateForgotMobile,
  validateLogin,
  validateRegistration,
  type ChangePasswordRules,
  type ChangePasswordValues,
  type ImageFile,
  type LoginRules,
  type LoginValues,
  type RegistrationContext,
  type RegistrationValues,
} from './index';
import type { FieldError } from './keys';

const R = (patch: Partial<FieldRule> = {}): FieldRule => ({ enabled: true, required: true, ...patch });
const digits = (n: number): string => '1'.repeat(n);

describe('constants (spec sections 5 and 9)', () => {
  it.each([
    ['captcha max', CAPTCHA_MAX, 6],
    ['mobile max', MOBILE_MAX, 20],
    ['SMS code max', SMS_CODE_MAX, 10],
    ['remark max', REMARK_MAX, 140],
    ['image max bytes', IMAGE_MAX_BYTES, 5 * 1024 * 1024],
    ['images max', IMAGES_MAX, 3],
    ['birthday min year', BIRTHDAY_MIN_YEAR, 1900],
  ])('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('new-equals-old server code', () => {
    expect(NEW_OLD_SAME_ERROR_CODE).toBe('modify.new.old.same');
  });
});

// ---------------------------------------------------------------------------------------------

const loginRules: LoginRules = {
  loginUsername: R({ minLength: 4, maxLength: 12, pattern: '^[a-z0-9]+$', message: 'Account format is incorrect' }),
  loginPassword: R({ minLength: 6, pattern: '^\\S+$', message: 'Password format is incorrect' }),
  loginMobileNum: R({ minLength: 8, pattern: '^\\d+$', message: 'The mobile num is not valid' }),
  verificationCode: R({ minLength: 4 }),
};
const byUsername: LoginValues = {
  mode: 'username',
  username: 'player1',
  password: 'secret1',
  mobile: '',
  smsCode: '',
  captcha: '',
  captchaShown: false,
};
const byMobile: LoginValues = {
  ...byUsername,
  mode: 'mobile',
  username: '',
  password: '',
  mobile: '09123456',
  smsCode: '1234',
};
const account = { message: 'Account format is incorrect', params: { min: 4, max: 12 } };
const passwordFormat = { message: 'Password format is incorrect', params: { min: 6 } };
const mobileFormat = { message: 'The mobile num is not valid', params: { min: 8 } };

describe('validateLogin (spec section 5)', () => {
  it.each<[string, LoginValues, ReturnType<typeof validateLogin>]>([
    ['valid by username', byUsername, {}],
    ['valid by mobile', byMobile, {}],
    [
      'username and password required',
      { ...byUsername, username: ' ', password: '' },
      {
        username: { key: 'required', ...account },
        password: { key: 'required', ...passwordFormat },
      },
    ],
    [
      'username by its rule, trimmed',
      { ...byUsername, username: ' Player1 ' },
      { username: { key: 'pattern', ...account } },
    ],
    ['username too long', { ...byUsername, username: 'a'.repeat(13) }, { username: { key: 'tooLong', ...account } }],
    [
      'password as typed',
      { ...byUsername, password: ' secret1 ' },
      { password: { key: 'pattern', ...passwordFormat } },
    ],
    ['password too short', { ...byUsername, password: 'abc' }, { password: { key: 'tooShort', ...passwordFormat } }],
    ['username mode ignores mobile and code', { ...byUsername, mobile: 'x', smsCode: 'x' }, {}],
    ['mobile mode ignores username and password', { ...byMobile, username: '!', password: ' ' }, {}],
    ['mobile required', { ...byMobile, mobile: '' }, { mobile: { key: 'required', ...mobileFormat } }],
    ['mobile by its rule', { ...byMobile, mobile: '0912345a' }, { mobile: { key: 'pattern', ...mobileFormat } }],
    ['mobile of 20 digits', { ...byMobile, mobile: digits(20) }, {}],
    ['mobile over 20', { ...byMobile, mobile: digits(21) }, { mobile: { key: 'tooLong', params: { max: 20 } } }],
    ['SMS code required', { ...byMobile, smsCode: '' }, { smsCode: { key: 'required', params: { min: 4 } } }],
    ['SMS code numeric', { ...byMobile, smsCode: '12a4' }, { smsCode: { key: 'numeric' } }],
    ['SMS code of 10 digits', { ...byMobile, smsCode: digits(10) }, {}],
    ['SMS code over 10', { ...byMobile, smsCode: digits(11) }, { smsCode: { key: 'tooLong', params: { max: 10 } } }],
    ['hidden captcha is not checked', { ...byUsername, captcha: 'abc' }, {}],
    ['shown captcha required', { ...byUsername, captchaShown: true }, { captcha: { key: 'required' } }],
    ['shown captcha numeric', { ...byUsername, captchaShown: true, captcha: '12a' }, { captcha: { key: 'numeric' } }],
    ['shown captcha of 6', { ...byUsername, captchaShown: true, captcha: '123456' }, {}],
    [
      'shown captcha over 6',
      { ...byUsername, captchaShown: true, captcha: '1234567' },
      { captcha: { key: 'tooLong', params: { max: 6 } } },
    ],
  ])('%s', (_name, values, expected) => {
    expect(validateLogin(values, loginRules)).toEqual(expected);
  });

  it('requires the pair even when the rules do not', () => {
    const lenient: LoginRules = {
      loginUsername: R({ required: false }),
      loginPassword: { enabled: false, required: false },
      loginMobileNum: R({ required: false }),
      verificationCode: { enabled: false, required: false },
    };
    expect(validateLogin({ ...byUsername, username: '', password: '' }, lenient)).toEqual({
      username: { key: 'required' },
      password: { key: 'required' },
    });
    expect(validateLogin({ ...byMobile, mobile: '', smsCode: '' }, lenient)).toEqual({
      mobile: { key: 'required' },
      smsCode: { key: 'required' },
    });
  });

  it('keeps form order, and the first invalid field is focused', () => {
    const errors = validateLogin({ ...byUsername, captchaShown: true, password: '', username: '' }, loginRules);
    expect(Object.keys(errors)).toEqual(['username', 'password', 'captcha']);
    expect(firstInvalidField(errors, LOGIN_FIELDS)).toBe('username');
    expect(firstInvalidField(validateLogin({ ...byUsername, captchaShown: true }, loginRules), LOGIN_FIELDS)).toBe(
      'captcha',
    );
    expect(firstInvalidField(validateLogin(byUsername, loginRules), LOGIN_FIELDS)).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------

describe('registration predicates (spec section 5)', () => {
  it.each([
    ['username', false, true],
    ['username', true, true],
    ['mobileNum', false, false],
    ['mobileNum', true, true],
  ] as const)('showsPasswordFields(%s, mobile password %s) = %s', (method, mobilePassword, expected) => {
    expect(showsPasswordFields(method, mobilePassword)).toBe(expected);
  });

  it.each([
    ['username', false, false],
    ['username', true, true],
    ['mobileNum', false, true],
    ['mobileNum', true, true],
  ] as const)('needsVerificationCode(%s, mobile verification %s) = %s', (method, mobileVerification, expected) => {
    expect(needsVerificationCode(method, mobileVerification)).toBe(expected);
  });

  it.each<[string, FieldRule | undefined, boolean]>([
    ['ABC1', R({ required: false }), true],
    ['  ', R({ required: false }), false],
    ['ABC1', { enabled: false, required: false }, false],
    ['ABC1', undefined, false],
  ])('checksAffiliateCode(%j, %j) = %s', (code, rule, expected) => {
    expect(checksAffiliateCode(code, rule)).toBe(expected);
  });
});

const regRules: Record<string, FieldRule> = {
  username: R({ minLength: 4, maxLength: 10, pattern: '^[a-z0-9]+$', message: 'Enter (min)-(max) letters or digits' }),
  password: R({ minLength: 6, maxLength: 16, message: 'Password format is incorrect' }),
  mobileNum: R({ required: false, minLength: 8, pattern: '^\\d+$', message: 'Please enter a valid mobile number' }),
  verificationCode: R({ required: false }),
  affiliateCode: R({ required: false, maxLength: 8 }),
  birthday: R({ required: false }),
  email: R({ required: false, pattern: '^\\S+@\\S+$', message: 'E-mail format is incorrect' }),
  payeeName: R({ message: 'Name format is not valid' }),
  qqNum: { enabled: false, required: true },
  paymentPassword: R({ required: false, minLength: 6 }),
};
const regValues: RegistrationValues = {
  username: 'player1',
  mobile: '',
  password: 'secret1',
  confirm: 'secret1',
  captcha: '1234',
  smsCode: '',
  affiliateCode: '',
  birthday: '',
  others: { payeeName: 'Aung Aung' },
};
const regContext: RegistrationContext = {
  rules: regRules,
  method: 'username',
  captchaEnabled: true,
  mobilePassword: false,
  mobileVerification: false,
  minimumAge: 18,
  today: { year: 2025, month: 6, day: 15 },
};
const byMobileNum: Partial<RegistrationContext> = { method: 'mobileNum' };
const mobileValues: Partial<RegistrationValues> = {
  username: '',
  password: '',
  confirm: '',
  mobile: '09123456',
  smsCode: '123456',
};
const validMobile = { message: 'Please enter a valid mobile number', params: { min: 8 } };

describe('validateRegistration (spec section 5)', () => {
  it.each<[string, Partial<RegistrationValues>, Partial<RegistrationContext>, ReturnType<typeof validateRegistration>]>(
    [
      ['valid by username', {}, {}, {}],
      [
        'username required, message placeholders replaced',
        { username: '' },
        {},
        {
          username: { key: 'required', message: 'Enter 4-10 letters or digits', params: { min: 4, max: 10 } },
        },
      ],
      [
        'username by its pattern',
        { username: 'Player1' },
        {},
        {
          username: { key: 'pattern', message: 'Enter 4-10 letters or digits', params: { min: 4, max: 10 } },
        },
      ],
      [
        'username required even if its rule is not',
        { username: '' },
        { rules: { ...regRules, username: R({ required: false }) } },
        {
          username: { key: 'required' },
        },
      ],
      [
        'password required',
        { password: '', confirm: '' },
        {},
        {
          password: { key: 'required', message: 'Password format is incorrect', params: { min: 6, max: 16 } },
          confirm: { key: 'required' },
        },
      ],
      ['confirmation not matched', { confirm: 'secret2' }, {}, { confirm: { key: 'mismatch' } }],
      ['confirmation required', { confirm: '' }, {}, { confirm: { key: 'required' } }],
      ['passwords as typed: spaces kept and compared', { password: ' secret1', confirm: ' secret1' }, {}, {}],
      [
        'passwords as typed: a trailing space is a mismatch',
        { confirm: 'secret1 ' },
        {},
        { confirm: { key: 'mismatch' } },
      ],
      ['captcha required when enabled', { captcha: '' }, {}, { captcha: { key: 'required' } }],
      ['captcha numeric', { captcha: '12ab' }, {}, { captcha: { key: 'numeric' } }],
      ['captcha max 6', { captcha: digits(7) }, {}, { captcha: { key: 'tooLong', params: { max: 6 } } }],
      ['captcha of the 1-16 variant', { captcha: digits(16) }, { captchaMax: 16 }, {}],
      [
        'captcha over 16 in that variant',
        { captcha: digits(17) },
        { captchaMax: 16 },
        { captcha: { key: 'tooLong', params: { max: 16 } } },
      ],
      ['captcha not checked when disabled', { captcha: '' }, { captchaEnabled: false }, {}],
      ['username method: optional mobile may stay empty', {}, {}, {}],
      [
        'username method: an entered mobile is checked',
        { mobile: '123' },
        {},
        { mobile: { key: 'tooShort', ...validMobile } },
      ],
      [
        'username method: mobile over 20',
        { mobile: digits(21) },
        {},
        { mobile: { key: 'tooLong', params: { max: 20 } } },
      ],
      [
        'username method: required mobile rule',
        {},
        { rules: { ...regRules, mobileNum: R() } },
        { mobile: { key: 'required' } },
      ],
      [
        'username method: no mobile rule, no mobile field',
        { mobile: 'x' },
        { rules: { ...regRules, mobileNum: { enabled: false, required: true } } },
        {},
      ],
      [
        'username method with mobile verification: mobile and code needed',
        {},
        { mobileVerification: true },
        {
          mobile: { key: 'required', ...validMobile },
          smsCode: { key: 'required' },
        },
      ],
      [
        'username method with mobile verification: valid',
        { mobile: '09123456', smsCode: '1234' },
        { mobileVerification: true },
        {},
      ],
      ['mobile method: username and passwords not checked', mobileValues, byMobileNum, {}],
      [
        'mobile method: mobile and code required',
        { ...mobileValues, mobile: '', smsCode: '' },
        byMobileNum,
        {
          mobile: { key: 'required', ...validMobile },
          smsCode: { key: 'required' },
        },
      ],
      [
        'mobile method: mobile over 20',
        { ...mobileValues, mobile: digits(21) },
        byMobileNum,
        { mobile: { key: 'tooLong', params: { max: 20 } } },
      ],
      [
        'mobile method: SMS code numeric',
        { ...mobileValues, smsCode: '12 34' },
        byMobileNum,
        { smsCode: { key: 'numeric' } },
      ],
      [
        'mobile method: SMS code max 10',
        { ...mobileValues, smsCode: digits(11) },
        byMobileNum,
        { smsCode: { key: 'tooLong', params: { max: 10 } } },
      ],
      [
        'mobile method with mobile password: passwords checked',
        mobileValues,
        { ...byMobileNum, mobilePassword: true },
        {
          password: { key: 'required', message: 'Password format is incorrect', params: { min: 6, max: 16 } },
          confirm: { key: 'required' },
        },
      ],
      ['affiliate code optional', { affiliateCode: '' }, {}, {}],
      [
        'affiliate code by its rule',
        { affiliateCode: 'ABCDEFGHI' },
        {},
        { affiliateCode: { key: 'tooLong', params: { max: 8 } } },
      ],
      [
        'affiliate code rejected by the server',
        { affiliateCode: 'ABC' },
        { affiliateCodeRejected: true },
        {
          affiliateCode: { key: 'invalidInvitationCode' },
        },
      ],
      ['birthday optional', { birthday: '' }, {}, {}],
      [
        'birthday required by its rule',
        { birthday: '' },
        { rules: { ...regRules, birthday: R() } },
        { birthday: { key: 'required' } },
      ],
      ['birthday not a date', { birthday: '15/06/2000' }, {}, { birthday: { key: 'dateFormat' } }],
      [
        'birthday before 1900',
        { birthday: '1899-12-31' },
        {},
        {
          birthday: { key: 'birthdayRange', params: { min: '1900-01-01', max: '2025-12-31' } },
        },
      ],
      ['birthday 18 today', { birthday: '2007-06-15' }, {}, {}],
      ['birthday 18 tomorrow', { birthday: '2007-06-16' }, {}, { birthday: { key: 'tooYoung', params: { age: 18 } } }],
      ['birthday 21 today (21 brand)', { birthday: '2004-06-15' }, { minimumAge: 21 }, {}],
      [
        'birthday 18 but not 21 (21 brand)',
        { birthday: '2007-06-15' },
        { minimumAge: 21 },
        { birthday: { key: 'tooYoung', params: { age: 21 } } },
      ],
      [
        'birthday not checked without its rule',
        { birthday: '1800-01-01' },
        { rules: { ...regRules, birthday: { enabled: false, required: false } } },
        {},
      ],
      [
        'other rule fields: required',
        { others: {} },
        {},
        { payeeName: { key: 'required', message: 'Name format is not valid' } },
      ],
      [
        'other rule fields: pattern',
        { others: { payeeName: 'Aung', email: 'nope' } },
        {},
        {
          email: { key: 'pattern', message: 'E-mail format is incorrect' },
        },
      ],
      [
        'other rule fields: trimmed',
        { others: { payeeName: '   ' } },
        {},
        { payeeName: { key: 'required', message: 'Name format is not valid' } },
      ],
      ['other password rules: as typed', { others: { payeeName: 'Aung', paymentPassword: ' abc  ' } }, {}, {}],
      [
        'other password rules: too short',
        { others: { payeeName: 'Aung', paymentPassword: 'abc' } },
        {},
        {
          paymentPassword: { key: 'tooShort', params: { min: 6 } },
        },
      ],
    ],
  )('%s', (_name, patch, context, expected) => {
    expect(validateRegistration({ ...regValues, ...patch }, { ...regContext, ...context })).toEqual(expected);
  });

  it('rules of the form fields are not checked again as other fields', () => {
    const rules = { ...regRules, confirmPassword: R({ minLength: 99 }), captcha: R({ minLength: 99 }) };
    expect(validateRegistration(regValues, { ...regContext, rules })).toEqual({});
  });

  it('keeps form order, other fields after the confirmation', () => {
    const errors = validateRegistration(
      {
        username: '',
        mobile: '',
        password: '',
        confirm: 'x',
        captcha: '',
        smsCode: '',
        affiliateCode: 'A',
        birthday: 'x',
        others: { email: 'x' },
      },
      { ...regContext, mobileVerification: true, affiliateCodeRejected: true },
    );
    expect(Object.keys(errors)).toEqual([
      'username',
      'mobile',
      'password',
      'confirm',
      'email',
      'payeeName',
      'birthday',
      'captcha',
      'affiliateCode',
      'smsCode',
    ]);
  });

  it.each<[string, Partial<RegistrationValues>, Partial<RegistrationContext>, string | undefined]>([
    ['nothing invalid', {}, {}, undefined],
    [
      'a rejected affiliate code is focused',
      { affiliateCode: 'ABC' },
      { affiliateCodeRejected: true },
      'affiliateCode',
    ],
    ['the confirmation before the captcha', { confirm: '', captcha: '' }, {}, 'confirm'],
    ['the mobile before the SMS code', { mobile: '', smsCode: '' }, { mobileVerification: true }, 'mobile'],
  ])('firstInvalidField: %s', (_name, patch, context, expected) => {
    const errors = validateRegistration({ ...regValues, ...patch }, { ...regContext, ...context });
    expect(firstInvalidField(errors, REGISTRATION_FIELDS)).toBe(expected);
  });

  it('firstInvalidField without an order reaches the other fields too', () => {
    const errors = validateRegistration({ ...regValues, others: {}, captcha: '' }, regContext);
    expect(firstInvalidField(errors)).toBe('payeeName');
  });
});

describe('canRequestSmsCode (spec section 5)', () => {
  const rule = loginRules.loginMobileNum;
  it.each([
    ['09123456', false, true],
    ['09123456', true, false],
    ['0912', false, false],
    ['', false, false],
    [digits(21), false, false],
  ])('%j, countdown %s -> %s', (mobile, countdownRunning, expected) => {
    expect(canRequestSmsCode(mobile, rule, countdownRunning)).toBe(expected);
  });
});

// ---------------------------------------------------------------------------------------------

describe('validateForgotEmail (spec section 5)', () => {
  const rule = loginRules.loginUsername;
  it.each<[string, { username: string; email: string }, ReturnType<typeof validateForgotEmail>]>([
    ['valid, trimmed', { username: ' player1 ', email: ' a@b.co ' }, {}],
    ['e-mail required', { username: 'player1', email: '   ' }, { email: { key: 'required' } }],
    ['e-mail without a dot', { username: 'player1', email: 'a@b' }, { email: { key: 'email' } }],
    ['e-mail with a space', { username: 'player1', email: 'a b@c.de' }, { email: { key: 'email' } }],
    [
      'username by the login-username rule',
      { username: 'Player!', email: 'a@b.co' },
      { username: { key: 'pattern', ...account } },
    ],
    [
      'both invalid, in order',
      { username: '', email: 'x' },
      { username: { key: 'required', ...account }, email: { key: 'email' } },
    ],
  ])('%s', (_name, values, expected) => {
    expect(validateForgotEmail(values, rule)).toEqual(expected);
  });

  it('username required even when its rule is not', () => {
    expect(validateForgotEmail({ username: '', email: 'a@b.co' }, R({ required: false }))).toEqual({
      username: { key: 'required' },
    });
  });

  it.each([
    ['a@b.co', true],
    ['first.last@mail.example.com', true],
    ['a@b', false],
    ['@b.co', false],
    ['a@@b.co', false],
    ['a@b.co ', false],
    ['', false],
  ])('isEmail(%j) = %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('validateForgotMobile (spec section 5)', () => {
  const valid = { mobile: '09123456', smsCode: '1234', password: 'newpass1' };
  it.each<[string, typeof valid, ReturnType<typeof validateForgotMobile>]>([
    ['valid', valid, {}],
    ['mobile required', { ...valid, mobile: '' }, { mobile: { key: 'required', ...mobileFormat } }],
    ['mobile over 20', { ...valid, mobile: digits(21) }, { mobile: { key: 'tooLong', params: { max: 20 } } }],
    ['SMS code numeric', { ...valid, smsCode: 'abcd' }, { smsCode: { key: 'numeric' } }],
    ['SMS code over 10', { ...valid, smsCode: digits(11) }, { smsCode: { key: 'tooLong', params: { max: 10 } } }],
    ['new password required', { ...valid, password: '' }, { password: { key: 'required', ...passwordFormat } }],
    ['new password as typed', { ...valid, password: 'new pass' }, { password: { key: 'pattern', ...passwordFormat } }],
    [
      'all invalid, in order',
      { mobile: '', smsCode: '', password: '' },
      {
        mobile: { key: 'required', ...mobileFormat },
        smsCode: { key: 'required', params: { min: 4 } },
        password: { key: 'required', ...passwordFormat },
      },
    ],
  ])('%s', (_name, values, expected) => {
    expect(validateForgotMobile(values, loginRules)).toEqual(expected);
  });
});

// ---------------------------------------------------------------------------------------------

const changeRules: ChangePasswordRules = {
  loginPassword: R({ minLength: 6, message: 'Password format is incorrect' }),
  password: R({
    minLength: 6,
    maxLength: 16,
    pattern: '^(?=.*\\d)(?=.*[a-z])\\S+$',
    message: 'Password format is incorrect',
  }),
};
const change: ChangePasswordValues = {
  oldPassword: 'oldpass1',
  password: 'newpass1',
  confirm: 'newpass1',
  oldShown: true,
};
const newFormat = { message: 'Password format is incorrect', params: { min: 6, max: 16 } };
const sameAsOld: FieldError = { key: 'sameAsOld', params: { code: 'modify.new.old.same' } };

describe('validateChangePassword (spec section 5)', () => {
  it.each<[string, Partial<ChangePasswordValues>, ChangePasswordRules, ReturnType<typeof validateChangePassword>]>([
    ['valid', {}, changeRules, {}],
    [
      'old password required by its rule',
      { oldPassword: '' },
      changeRules,
      {
        oldPassword: { key: 'required', message: 'Password format is incorrect', params: { min: 6 } },
      },
    ],
    [
      'old password optional when its rule is not required and it is empty',
      { oldPassword: '' },
      { ...changeRules, loginPassword: R({ required: false, minLength: 6 }) },
      {},
    ],
    [
      '...but checked once entered',
      { oldPassword: 'abc' },
      { ...changeRules, loginPassword: R({ required: false, minLength: 6 }) },
      { oldPassword: { key: 'tooShort', params: { min: 6 } } },
    ],
    ['old password not checked when not shown', { oldPassword: '', oldShown: false }, changeRules, {}],
    [
      'new password required',
      { password: '', confirm: '' },
      changeRules,
      {
        password: { key: 'required', ...newFormat },
        confirm: { key: 'required' },
      },
    ],
    [
      'new password by the password pattern',
      { password: 'newpassword', confirm: 'newpassword' },
      changeRules,
      {
        password: { key: 'pattern', ...newFormat },
      },
    ],
    [
      'new password as typed',
      { password: ' newpass1', confirm: ' newpass1' },
      changeRules,
      {
        password: { key: 'pattern', ...newFormat },
      },
    ],
    ['new equal to old', { password: 'oldpass1', confirm: 'oldpass1' }, changeRules, { password: sameAsOld }],
    [
      'the pattern before new-equal-old',
      { oldPassword: 'oldpass', password: 'oldpass', confirm: 'oldpass' },
      changeRules,
      {
        password: { key: 'pattern', ...newFormat },
      },
    ],
    [
      'new equal to old not checked when the old is not shown',
      { oldPassword: 'newpass1', oldShown: false },
      changeRules,
      {},
    ],
    ['confirmation required ("enter password")', { confirm: '' }, changeRules, { confirm: { key: 'required' } }],
    ['confirmation not matched', { confirm: 'newpass2' }, changeRules, { confirm: { key: 'mismatch' } }],
    ['confirmation as typed', { confirm: 'newpass1 ' }, changeRules, { confirm: { key: 'mismatch' } }],
  ])('%s', (_name, patch, rules, expected) => {
    expect(validateChangePassword({ ...change, ...patch }, rules)).toEqual(expected);
  });

  it('keeps form order', () => {
    const errors = validateChangePassword({ oldPassword: '', password: '', confirm: 'x', oldShown: true }, changeRules);
    expect(Object.keys(errors)).toEqual(['oldPassword', 'password', 'confirm']);
    expect(firstInvalidField({ ...errors, oldPassword: undefined }, CHANGE_PASSWORD_FIELDS)).toBe('password');
  });
});

// ---------------------------------------------------------------------------------------------

const png: ImageFile = { type: 'image/png', size: 1000 };
const MB5 = 5 * 1024 * 1024;

describe('validateActivityApplication (spec section 5)', () => {
  it.each<[string, string, ImageFile[], ReturnType<typeof validateActivityApplication>]>([
    ['empty', '', [], {}],
    ['remark of 140', 'a'.repeat(140), [], {}],
    ['remark over 140', 'a'.repeat(141), [], { remark: { key: 'remarkTooLong', params: { max: 140 } } }],
    ['remark trimmed', ` ${'a'.repeat(140)}  `, [], {}],
    ['Burmese remark of 140 characters (420 bytes)', 'က'.repeat(140), [], {}],
    ['Burmese remark over 140', 'က'.repeat(141), [], { remark: { key: 'remarkTooLong', params: { max: 140 } } }],
    ['emoji count one each', '😀'.repeat(140), [], {}],
    ['three images', '', [png, { type: 'image/jpeg', size: 1 }, { type: 'image/jpg', size: 1 }], {}],
    ['four images', '', [png, png, png, png], { images: { key: 'tooManyImages', params: { max: 3 } } }],
    ['type case-insensitive', '', [{ type: 'IMAGE/PNG', size: 1 }], {}],
    ['gif refused', '', [png, { type: 'image/gif', size: 1 }], { images: { key: 'imageType', params: { index: 1 } } }],
    ['webp refused', '', [{ type: 'image/webp', size: 1 }], { images: { key: 'imageType', params: { index: 0 } } }],
    ['no type refused', '', [{ type: '', size: 1 }], { images: { key: 'imageType', params: { index: 0 } } }],
    ['exactly 5 MB', '', [{ type: 'image/jpeg', size: MB5 }], {}],
    [
      'over 5 MB',
      '',
      [png, { type: 'image/jpeg', size: MB5 + 1 }],
      {
        images: { key: 'imageTooLarge', params: { index: 1, max: MB5 } },
      },
    ],
    [
      'type before size',
      '',
      [
        { type: 'image/png', size: MB5 + 1 },
        { type: 'image/gif', size: 1 },
      ],
      {
        images: { key: 'imageType', params: { index: 1 } },
      },
    ],
    [
      'count before type',
      '',
      [png, png, png, { type: 'image/gif', size: MB5 + 1 }],
      {
        images: { key: 'tooManyImages', params: { max: 3 } },
      },
    ],
    [
      'both fields, in order',
      'a'.repeat(141),
      [png, png, png, png],
      {
        remark: { key: 'remarkTooLong', params: { max: 140 } },
        images: { key: 'tooManyImages', params: { max: 3 } },
      },
    ],
  ])('%s', (_name, remark, images, expected) => {
    expect(validateActivityApplication({ remark, images })).toEqual(expected);
  });

  it('first invalid field', () => {
    const errors = validateActivityApplication({ remark: '', images: [png, png, png, png] });
    expect(firstInvalidField(errors, ACTIVITY_APPLICATION_FIELDS)).toBe('images');
  });
});
