import { z } from 'zod';
import { merchantCodeSchema } from './common';

/**
 * Promotion applications as risk reviews them: a brand's applications by state, newest first,
 * each with the member's remark and pictures; the decision goes to `OPERATOR_PATHS.promotionReview`.
 */
export const APPLICATION_REVIEW_STATES = ['applying', 'issued', 'rejected', 'claimed'] as const;
export const APPLICATIONS_PAGE_SIZE = 30;

export const applicationsQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  status: z.enum(APPLICATION_REVIEW_STATES).default('applying'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ApplicationsQuery = z.input<typeof applicationsQuerySchema>;

export interface PromotionApplicationView {
  username: string;
  promotionId: string;
  /** The promotion's title in English, else in its first language. */
  title: string;
  status: (typeof APPLICATION_REVIEW_STATES)[number];
  remark: string;
  reviewNote: string | null;
  bonusMinor: number | null;
  currency: string;
  /** The member's pictures, fetched one by one with the session (never a public address). */
  images: { id: string; type: string }[];
  appliedAt: string;
  updatedAt: string;
}

export interface PromotionApplicationsPage {
  applications: PromotionApplicationView[];
  page: number;
  pageSize: number;
  more: boolean;
}
