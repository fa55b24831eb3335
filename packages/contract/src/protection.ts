import { z } from 'zod';
import {
  EXCLUSION_KINDS,
  LIMIT_KINDS,
  LIMIT_MAX_MINOR,
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MAX_MINUTES,
} from './protection-constants';

export const limitKindSchema = z.enum(LIMIT_KINDS);
export const exclusionKindSchema = z.enum(EXCLUSION_KINDS);

/** A limit's value: minor units (money limits) or minutes (`sessionMinutes`); null = no limit. */
const limitValueSchema = z.number().int().positive().max(LIMIT_MAX_MINOR).nullable();

/** One limit to set: a lower one (or a first one) applies at once, a raise or removal waits. */
export const limitInputSchema = z
  .object({ kind: limitKindSchema, value: limitValueSchema })
  .refine((l) => l.kind !== 'sessionMinutes' || l.value === null || l.value <= SESSION_LIMIT_MAX_MINUTES, {
    path: ['value'],
  });
export type LimitInput = z.input<typeof limitInputSchema>;

export const setLimitsPayloadSchema = z.object({
  limits: z
    .array(limitInputSchema)
    .min(1)
    .max(LIMIT_KINDS.length)
    .refine((limits) => new Set(limits.map((l) => l.kind)).size === limits.length, { message: 'one per kind' }),
});
export type SetLimitsPayload = z.input<typeof setLimitsPayloadSchema>;

export const limitKindPayloadSchema = z.object({ kind: limitKindSchema });

/** A limit as it stands, with a raise or removal waiting for its cooling-off and the member's confirmation. */
export const limitSchema = z.object({
  kind: limitKindSchema,
  value: z.number().int().nullable(),
  pending: z
    .object({
      value: z.number().int().nullable(),
      /** From when the member may confirm it. */
      confirmableFrom: z.string(),
      confirmable: z.boolean(),
    })
    .nullable(),
});
export type Limit = z.infer<typeof limitSchema>;

export const exclusionSchema = z.object({ kind: exclusionKindSchema, until: z.string() });
export type Exclusion = z.infer<typeof exclusionSchema>;

/** The prompts at the money points (safer gambling): a limit before a first deposit, a review every six months. */
export const limitsReviewSchema = z.object({
  /** Before a first deposit with no deposit limit: ask to set one (the default) or to go on without. */
  depositPrompt: z.boolean(),
  /** Six months (LIMITS_REVIEW_DAYS) since the limits were last set or reviewed. */
  reviewDue: z.boolean(),
  reviewedAt: z.string().nullable(),
});
export type LimitsReview = z.infer<typeof limitsReviewSchema>;

/** Everything the responsible-gaming page shows. */
export const protectionStatusSchema = z.object({
  /** Every kind, in LIMIT_KINDS order; value null when there is no limit. */
  limits: z.array(limitSchema),
  realityCheckMinutes: z.number().int(),
  exclusion: exclusionSchema.nullable(),
  review: limitsReviewSchema,
});
export type ProtectionStatus = z.infer<typeof protectionStatusSchema>;

export const realityCheckPayloadSchema = z.object({
  minutes: z
    .number()
    .int()
    .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m)),
});

/** This login session so far (the reality check): net = payouts - stakes, negative when losing. */
export const playSessionSchema = z.object({
  startedAt: z.string(),
  serverTime: z.string(),
  minutesPlayed: z.number().int(),
  stakedMinor: z.number().int(),
  netMinor: z.number().int(),
  realityCheckMinutes: z.number().int(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

export const excludePayloadSchema = z.object({ kind: exclusionKindSchema });
