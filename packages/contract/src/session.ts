import { z } from 'zod';
import { dialingCodeSchema, loginCaptchaFields, mobileNumSchema } from './registration';
import { FEEDBACK_CATEGORIES, FEEDBACK_LENGTH } from './registration-constants';

/**
 * Why a login is made (issue 23): `withdraw` asks for a withdraw-only session, which a member on a
 * break or self-excluded may open to take out their balance; without it, the usual session.
 */
export const LOGIN_PURPOSES = ['withdraw'] as const;
export type LoginPurpose = (typeof LOGIN_PURPOSES)[number];
const purposeField = { purpose: z.enum(LOGIN_PURPOSES).optional() };

/** Login by username (or mobile number) and password (spec section 3); the body travels encrypted (DESIGN.md 3). */
const usernameLoginSchema = z.object({
  type: z.literal('username'),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** With a mobile number in `username`, its dialing code (the password reset logs in this way). */
  countryDialingCode: dialingCodeSchema.optional(),
  ...loginCaptchaFields,
  ...purposeField,
});

/** Login by mobile number and SMS code, when the brand's mobile-login setting is on (spec section 2). */
const smsLoginSchema = z.object({
  type: z.literal('sms'),
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/),
  ...loginCaptchaFields,
  ...purposeField,
});

/**
 * Login through Firebase (spec sections 2 and 3), verified by the server with Google's keys:
 * Google sign-in when the brand's social-login setting is on, or the ID token of a Firebase
 * phone verification (channel sms: firebaseMobileNo and countryDialingCode name the number).
 */
const firebaseLoginSchema = z
  .object({
    type: z.literal('firebase'),
    firebaseChannel: z.enum(['google', 'sms']),
    firebaseIdToken: z.string().min(20).max(4096),
    firebaseMobileNo: mobileNumSchema.optional(),
    countryDialingCode: dialingCodeSchema.optional(),
    ...purposeField,
  })
  .refine(
    (login) =>
      login.firebaseChannel === 'google' ||
      (login.firebaseMobileNo !== undefined && login.countryDialingCode !== undefined),
    {
      message: 'the sms channel names the number',
      path: ['firebaseMobileNo'],
    },
  );

const withType = (value: unknown) =>
  value !== null && typeof value === 'object' && !('type' in value) ? { ...value, type: 'username' } : value;

/** `type` defaults to username, so errors name the fields of the chosen kind of login. */
export const loginPayloadSchema = z.preprocess(
  withType,
  z.discriminatedUnion('type', [usernameLoginSchema, smsLoginSchema, firebaseLoginSchema]),
);
export type LoginPayload =
  | (Omit<z.input<typeof usernameLoginSchema>, 'type'> & { type?: 'username' })
  | z.input<typeof smsLoginSchema>
  | z.input<typeof firebaseLoginSchema>;

/**
 * Login answer (spec section 3): the token goes to session storage and the Authorization header.
 * A free-play (trial) login answers the same, with `customerType` 4.
 */
export const loginValueSchema = z.object({
  token: z.string(),
  userName: z.string(),
  type: z.number().int(),
  /** The account's merchant code; trial accounts have their own (spec section 6). */
  merchantCode: z.string(),
  firstTimeLogin: z.boolean(),
  /** Logged in with a temporary password: the member must choose a new one (forced change). */
  mustChangePassword: z.boolean(),
  /** ISO time the session ends unless renewed. */
  expiresAt: z.string(),
  /** A withdraw-only session (login purpose `withdraw`): balance, withdrawal and logout only. */
  withdrawOnly: z.boolean(),
  customerType: z.number().int().optional(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** Change password v2 (spec sections 2 and 5): old_password, password, confimpsw. */
export const changePasswordPayloadSchema = z.object({
  /** Left empty in a forced change after a temporary password. */
  old_password: z.string().max(128).default(''),
  password: z.string().min(1).max(128),
  confimpsw: z.string().min(1).max(128),
  /** Asked after wrong old passwords, as at login. */
  ...loginCaptchaFields,
});
export type ChangePasswordPayload = z.input<typeof changePasswordPayloadSchema>;

/** Member info (spec section 3); null for an anonymous visitor (known-api.md). */
export const memberInfoSchema = z
  .object({
    id: z.string(),
    /** The member's number, shown as their ID (the id above is internal). */
    memberNo: z.number().int().positive(),
    nickname: z.string(),
    account: z.string(),
    type: z.number().int(),
  })
  .nullable();
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** How many pictures a member may choose a head icon from. */
export const HEAD_ICON_COUNT = 12;

/**
 * A member's head icon (known-api.md: /wps/member/info/icon): GET answers the current picture and
 * the choices; POST, form-encoded, chooses one by `iconId`.
 */
export const headIconChoiceSchema = z.object({
  // Form-encoded: digits as text (a JSON body may send the number itself); nothing else is a picture.
  iconId: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,2}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(HEAD_ICON_COUNT)),
});
const headIconSchema = z.object({ iconId: z.number().int(), iconUrl: z.string() });
export const headIconValueSchema = headIconSchema.extend({ choices: z.array(headIconSchema) });
export type HeadIcon = z.infer<typeof headIconValueSchema>;

/** Feedback (spec section 7: PUT): a topic and the member's words. */
export const feedbackPayloadSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string().trim().min(FEEDBACK_LENGTH.min).max(FEEDBACK_LENGTH.max),
});
export type FeedbackPayload = z.infer<typeof feedbackPayloadSchema>;
export const feedbackItemSchema = feedbackPayloadSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(['received', 'answered']),
  reply: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
