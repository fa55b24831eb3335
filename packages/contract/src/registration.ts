import { z } from 'zod';
import { setLimitsPayloadSchema } from './protection';

export { PROFILE_FIELDS, type ProfileField } from './registration-constants';

/**
 * One field rule as the server supplies it (spec section 5). `pattern` is a regular-expression
 * source used as given; `message` may hold the placeholders (min) and (max).
 */
export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.string().max(40).optional(),
  minLength: z.number().int().min(0).optional(),
  maxLength: z.number().int().min(0).optional(),
  pattern: z.string().max(500).optional(),
  message: z.string().max(300).optional(),
});

/**
 * Registration settings of a brand (`/wps/system/setting/register`, spec sections 2 and 5): which
 * methods exist, the field rules of registration and of the shared login verifier, and the
 * password-reset methods. The same rules are enforced on the server.
 */
export const registrationSettingsSchema = z.object({
  methods: z.object({ username: z.boolean(), mobile: z.boolean() }),
  /** The captcha box of registration. */
  captcha: z.boolean(),
  /** Username registration also needs an SMS code. */
  mobileVerification: z.boolean(),
  /** Mobile registration also sets a password (else the member logs in by SMS code). */
  mobilePassword: z.boolean(),
  /** Rules keyed by registration payload field (username, mobileNum, password, email, birthday...). */
  rules: z.record(z.string(), fieldRuleSchema),
  loginRules: z.object({
    loginUsername: fieldRuleSchema,
    loginPassword: fieldRuleSchema,
    loginMobileNum: fieldRuleSchema,
    verificationCode: fieldRuleSchema,
  }),
  /** Forgot-password methods: by e-mail, and by mobile (the phone-verification setting). */
  passwordReset: z.object({ email: z.boolean(), mobile: z.boolean() }),
  /** Dialing code preselected in the country selector. */
  defaultDialingCode: z.string(),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

/** A country of the dialing-code selector (`/wps/system/country`). */
export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2, e.g. MM. */
  code: z.string().regex(/^[A-Z]{2}$/),
  name: z.string(),
  dialingCode: z.string().regex(/^\+\d{1,4}$/),
});
export type Country = z.infer<typeof countrySchema>;

/** A captcha to answer (`/wps/captcha`): its id travels back with the answer. */
export const captchaSchema = z.object({
  captchaId: z.string(),
  /** data:image/png;base64,... */
  image: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;

const dialingCode = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/);
const mobileNum = z
  .string()
  .trim()
  .regex(/^\d{4,20}$/);
const captchaFields = {
  captcha: z.string().trim().max(16).optional(),
  captchaId: z.string().max(64).optional(),
};

/**
 * Asking for an SMS code (spec section 3): registration, login and password reset each have their
 * path. The number may come as `mobileNo`, the platform's other name for it. With the brand's
 * smsHumanCheck on, the human-check result travels along: our captcha's id and answer, in place of
 * the platform's geetest. `expirationTime` (epoch ms) is when the button may ask again.
 */
export const verificationRequestSchema = z.preprocess(
  (body) =>
    body !== null && typeof body === 'object' && !('mobileNum' in body) && 'mobileNo' in body
      ? { ...body, mobileNum: body.mobileNo }
      : body,
  z.object({ mobileNum, countryDialingCode: dialingCode, ...captchaFields }),
);
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;
export const verificationValueSchema = z.object({ expirationTime: z.number() });
export type VerificationValue = z.infer<typeof verificationValueSchema>;

const text = (max: number) => z.string().max(max).default('');

/**
 * Registration payload (spec section 3), sent encrypted with PUT to the username or mobile path.
 * Optional fields travel as empty strings; `type` is always 0.
 */
export const registrationPayloadSchema = z.object({
  countryDialingCode: text(5),
  registerUrl: text(200),
  registerMethod: z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']).default('H5'),
  username: text(64),
  password: text(128),
  confirmPassword: text(128),
  affiliateCode: text(64),
  paymentPassword: text(128),
  recommenderId: text(64),
  nickname: text(64),
  payeeName: text(100),
  email: text(254),
  mobileNum: text(20),
  idNumber: text(64),
  qqNum: text(64),
  facebook: text(100),
  wechat: text(100),
  line: text(100),
  whatsapp: text(100),
  zalo: text(100),
  telegram: text(100),
  address: text(200),
  nationality: text(64),
  occupation: text(100),
  incomeSource: text(100),
  birthday: text(10),
  captcha: text(16),
  captchaId: text(64),
  type: z.literal(0).default(0),
  domain: text(200),
  verificationCode: text(10),
  /** A Firebase phone verification instead of our SMS code (spec section 3: firebaseChannel sms). */
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: z.string().max(4096).optional(),
  /** Limits chosen while registering (player protection): in force from the first session. */
  protectionLimits: setLimitsPayloadSchema.shape.limits.optional(),
});
export type RegistrationPayload = z.input<typeof registrationPayloadSchema>;

export const registrationValueSchema = z.object({ userName: z.string() });
export type RegistrationValue = z.infer<typeof registrationValueSchema>;

/** Affiliate check (spec section 7): `code`, `domain`; the answer's `data.success` says valid. */
export const affiliateCheckQuerySchema = z.object({
  code: z.string().trim().min(1).max(64),
  domain: z.string().max(200).optional(),
});

/** Username availability (ours). */
export const usernameCheckQuerySchema = z.object({ username: z.string().trim().min(1).max(64) });
export const usernameCheckValueSchema = z.object({ available: z.boolean() });

/** Password by e-mail (spec section 3): form-encoded username and e-mail. */
export const passwordEmailPayloadSchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(254),
});

/** Set password by phone (spec section 3), encrypted, no token. */
export const passwordByPhonePayloadSchema = z.object({
  newPassword: z.string().min(1).max(128),
  mobileNum,
  countryDialingCode: dialingCode,
  /** The code as typed; with firebaseIdToken, Firebase checked it and the token is the proof. */
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/),
  firebaseIdToken: z.string().max(4096).optional(),
});
export type PasswordByPhonePayload = z.input<typeof passwordByPhonePayloadSchema>;

export { captchaFields as loginCaptchaFields, dialingCode as dialingCodeSchema, mobileNum as mobileNumSchema };
