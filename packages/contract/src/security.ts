import { z } from 'zod';

/** A six-digit authenticator code, or a recovery code (letters and digits, dashes and spaces ignored). */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^(\d{6}|[0-9A-Z]{10})$/));

export const securityOverviewSchema = z.object({
  twoFactorEnabled: z.boolean(),
  /** Recovery codes not used yet (0 when two-factor sign-in is off). */
  recoveryCodesLeft: z.number().int().min(0),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** A new authenticator to scan: shown once, before the first code turns it on. */
export const twoFactorSetupSchema = z.object({
  /** Base32 secret, for typing into the app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorEnableSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type TwoFactorEnablePayload = z.input<typeof twoFactorEnableSchema>;
/** The recovery codes, shown this once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning two-factor sign-in off takes the password and a code (authenticator or recovery). */
export const twoFactorDisableSchema = z.object({
  password: z.string().min(1).max(128),
  code: secondFactorCodeSchema,
});
export type TwoFactorDisablePayload = z.input<typeof twoFactorDisableSchema>;

/** A device as its browser named itself (User-Agent), parsed on the server. */
export const sessionDeviceSchema = z.object({
  browser: z.string().nullable(),
  os: z.string().nullable(),
  type: z.enum(['mobile', 'tablet', 'desktop', 'unknown']),
});
export type SessionDevice = z.infer<typeof sessionDeviceSchema>;

/**
 * Where from: no geolocation database ships with the server, so the place is the client address
 * with its last part hidden (e.g. 203.0.113.*).
 */
export const placeSchema = z.object({ maskedIp: z.string() });

export const activeSessionSchema = z.object({
  id: z.string(),
  /** The session asking. */
  current: z.boolean(),
  device: sessionDeviceSchema,
  place: placeSchema,
  createdAt: z.string(),
  lastUsedAt: z.string(),
  twoFactor: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const revokeSessionSchema = z.object({ id: z.string().min(1).max(64) });

export const LOGIN_METHODS = ['password', 'sms', 'google', 'firebaseSms'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const loginHistoryEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  method: z.enum(LOGIN_METHODS),
  success: z.boolean(),
  /** A second factor was asked and checked. */
  twoFactor: z.boolean(),
  /** Why a failure failed: the password (or SMS code) or the second factor's code. */
  failure: z.enum(['password', 'code']).nullable(),
  device: sessionDeviceSchema,
  place: placeSchema,
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;

/** The second login step: the first step's ticket (error `login.twoFactorRequired`) and a code. */
export const twoFactorLoginSchema = z.object({
  ticket: z.string().min(16).max(64),
  code: secondFactorCodeSchema,
});
export type TwoFactorLoginPayload = z.input<typeof twoFactorLoginSchema>;
