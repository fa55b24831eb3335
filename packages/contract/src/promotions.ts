import { z } from 'zod';
import { announcementImageSchema } from './announcements';
import { interfaceLanguageSchema, languageSchema } from './common';
import { ACTIVITY_STATUSES, PROMOTION_CATEGORIES } from './promotion-constants';

export const promotionCategorySchema = z.enum(PROMOTION_CATEGORIES);

/** A promotion (spec section 3). `content` is the operator's HTML, sanitized by the client. */
export const promotionSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  category: promotionCategorySchema.exclude(['all']),
  /** ISO date-times; endDate is null when the promotion has no end. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** 1 when the promotion runs with no end: the list shows the long-term label. */
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  announcementImages: z.array(announcementImageSchema),
  /** The language its words are in: the reader's, or the brand's content fallback where it has none in theirs. */
  language: interfaceLanguageSchema.optional(),
  /** The viewer's status; a visitor sees the dates' status or `join`. */
  status: z.enum(ACTIVITY_STATUSES),
  /** Why the operator rejected the viewer's application, when it was. */
  reviewNote: z.string().nullable(),
  /** The bonus issued to the viewer (to claim, or claimed) with 2 decimals, minor units beside it; null before an issue. */
  bonusAmount: z.number().nullable(),
  bonusMinor: z.number().int().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionsSchema = z.array(promotionSchema);

/** The categories of the brand, in its configured order. */
export const promotionCategoriesSchema = z.array(promotionCategorySchema);

/** Query of the promotions list: the language of its texts. */
export const promotionsQuerySchema = z.object({ language: languageSchema.optional() });

/** Join or claim: names the promotion. */
export const promotionActionSchema = z.object({ promotionId: z.string().trim().min(1).max(64) });
export type PromotionAction = z.infer<typeof promotionActionSchema>;

/** The text fields of an application (sent as multipart beside its images). */
export const promotionApplicationFieldsSchema = z.object({
  promotionId: promotionActionSchema.shape.promotionId,
  remark: z.string().max(1024).default(''),
});

/** A claimed bonus: what the wallet was credited and its balance after, minor units. */
export const promotionClaimSchema = z.object({ amountMinor: z.number().int(), balanceMinor: z.number().int() });
export type PromotionClaim = z.infer<typeof promotionClaimSchema>;
