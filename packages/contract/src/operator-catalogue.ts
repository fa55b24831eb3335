import { z } from 'zod';
import { GAME_TYPES } from './categories';
import { merchantCodeSchema, vendorCodeSchema } from './common';
import { vendorCategorySchema } from './vendors';

/**
 * The catalogue as operators run it: per brand, which vendors show in each category and in what
 * order, and which vendors the brand hides altogether; over every brand (the games are the
 * platform's), each game's switches: shown or not, hot (and its place in the hot list), new, its
 * place in its vendor's list.
 */

/** One vendor of a category in a brand, in the brand's order. */
export interface CatalogueVendor {
  code: string;
  name: string;
  /** Games the vendor offers of the category's type. */
  games: number;
  /** Hidden by the brand: not in its menus, lists, search or hot list, and not launched. */
  hidden: boolean;
}

export interface CatalogueCategory {
  category: z.infer<typeof vendorCategorySchema>;
  vendors: CatalogueVendor[];
}

export const catalogueVendorsQuerySchema = z.strictObject({ merchant: merchantCodeSchema });

/** A category's vendors in the order the brand shows them (the brand's vendor sorting of it). */
export const opsVendorOrderSchema = z.strictObject({
  merchantCode: merchantCodeSchema,
  category: vendorCategorySchema,
  vendors: z
    .array(vendorCodeSchema)
    .max(200)
    .refine((codes) => new Set(codes).size === codes.length, { message: 'a vendor is listed twice' }),
});
export type OpsVendorOrder = z.input<typeof opsVendorOrderSchema>;

export const opsVendorShownSchema = z.strictObject({ merchantCode: merchantCodeSchema, shown: z.boolean() });

/** What a games page of the console lists: by vendor, type, name and state, a page at a time. */
export const CATALOGUE_GAME_STATES = ['shown', 'hidden', 'hot', 'new'] as const;
export const CATALOGUE_PAGE_SIZE = 50;
export const catalogueGamesQuerySchema = z.strictObject({
  vendor: vendorCodeSchema.optional(),
  gameType: z.enum(GAME_TYPES).optional(),
  q: z.string().trim().max(50).optional(),
  state: z.enum(CATALOGUE_GAME_STATES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type CatalogueGamesQuery = z.input<typeof catalogueGamesQuerySchema>;

export interface CatalogueGame {
  gameId: string;
  name: string;
  vendorCode: string;
  gameType: string;
  /** Shown in the lobby (false: switched off by an operator, or withdrawn by its provider). */
  shown: boolean;
  hot: boolean;
  /** Its place in the hot list (lower first), when hot. */
  hotRank: number | null;
  isNew: boolean;
  /** Its place in its vendor's list (lower first). */
  sort: number;
  /** The game provider it comes from, null for the platform's own. */
  provider: string | null;
}

export interface CatalogueGamesPage {
  games: CatalogueGame[];
  total: number;
  page: number;
  pageSize: number;
}

/** A game's switches, any of them; at least one. */
export const opsGameChangeSchema = z
  .strictObject({
    shown: z.boolean().optional(),
    hot: z.boolean().optional(),
    hotRank: z.number().int().min(0).max(100_000).nullable().optional(),
    isNew: z.boolean().optional(),
    sort: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  })
  .refine((change) => Object.keys(change).length > 0, {
    message: 'name at least one of shown, hot, hotRank, isNew, sort',
  });
export type OpsGameChange = z.input<typeof opsGameChangeSchema>;
