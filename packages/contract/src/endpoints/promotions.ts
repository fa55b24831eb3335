import { z } from 'zod';
import { endpoint } from '../endpoint';
import { PATHS } from '../paths';
import {
  promotionActionSchema,
  promotionApplicationFieldsSchema,
  promotionCategoriesSchema,
  promotionClaimSchema,
  promotionsQuerySchema,
  promotionsSchema,
} from '../promotions';

/** Promotions (spec sections 2 to 5): categories, the list, and a member's join, application and claim. */
export const promotionsEndpoints = {
  promotionCategories: endpoint({
    method: 'GET',
    path: PATHS.promotionCategories,
    access: 'public',
    response: promotionCategoriesSchema,
  }),
  /** Each promotion carries the viewer's status when a member asks. */
  promotions: endpoint({
    method: 'GET',
    path: PATHS.promotions,
    access: 'viewer',
    query: promotionsQuerySchema,
    response: promotionsSchema,
  }),
  joinPromotion: endpoint({
    method: 'POST',
    path: PATHS.joinPromotion,
    access: 'member',
    body: promotionActionSchema,
    response: z.null(),
  }),
  /** Multipart: these fields, and up to three images as `images`. */
  applyPromotion: endpoint({
    method: 'POST',
    path: PATHS.applyPromotion,
    access: 'member',
    body: promotionApplicationFieldsSchema,
    encoding: 'multipart',
    response: z.null(),
  }),
  claimPromotion: endpoint({
    method: 'POST',
    path: PATHS.claimPromotion,
    access: 'member',
    body: promotionActionSchema,
    response: promotionClaimSchema,
  }),
};
