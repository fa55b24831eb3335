import { z } from 'zod';
import { GAME_CATEGORIES, VENDOR_CATEGORIES } from './categories';
import { emptyAsAbsent, flagSchema, languageSchema, merchantCodeSchema, vendorCodeSchema } from './common';
import { gameTypeSchema } from './games';

export const gameCategorySchema = z.enum(GAME_CATEGORIES);
export const vendorCategorySchema = z.enum(VENDOR_CATEGORIES);

/** A vendor's offer of one game type (spec section 3); a vendor may have several. */
export const vendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameTypeSchema,
  gameCount: z.number().int().nonnegative(),
  /** 1 hot, 0 not (the platform's own encoding). */
  isHot: z.union([z.literal(0), z.literal(1)]),
  gameClassify: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;
export const vendorsSchema = z.array(vendorSchema);

/** Query of GCSGAME_gameVendor: an empty gameType means every type. */
export const vendorsQuerySchema = z.object({
  gameType: emptyAsAbsent(gameTypeSchema),
  language: emptyAsAbsent(languageSchema),
  merchantCode: emptyAsAbsent(merchantCodeSchema),
  refresh: flagSchema.optional(),
});
export type VendorsQuery = z.input<typeof vendorsQuerySchema>;

/** Query of GLS2_getVassGameType: the vendor is `typeId`. */
export const vendorGameTypesQuerySchema = z.object({
  typeId: vendorCodeSchema,
  merchant_code: emptyAsAbsent(merchantCodeSchema),
  language: emptyAsAbsent(languageSchema),
  refresh: flagSchema.optional(),
});
export type VendorGameTypesQuery = z.input<typeof vendorGameTypesQuerySchema>;

/** One game type (and classification) a vendor offers, with its number of games. */
export const vendorGameTypeSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameTypeSchema,
  gameClassify: z.string(),
  gameCount: z.number().int().nonnegative(),
});
export type VendorGameType = z.infer<typeof vendorGameTypeSchema>;
export const vendorGameTypesSchema = z.array(vendorGameTypeSchema);

/** Vendor data of the site settings (spec section 3): the order of the vendors per category, */
export const vendorSortingSchema = z.array(
  z.object({ gameCategory: vendorCategorySchema, vendorNames: z.array(z.string()) }),
);
export type VendorSorting = z.infer<typeof vendorSortingSchema>;

export const vendorMappingEntrySchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameTypeSchema,
});
/** and per category the vendors shown under it (the prize-mode rule reads the ELOTT entries). */
export const vendorMappingSchema = z.partialRecord(vendorCategorySchema, z.array(vendorMappingEntrySchema));
export type VendorMapping = z.infer<typeof vendorMappingSchema>;

export const vendorDataSchema = z.object({ sorting: vendorSortingSchema, mapping: vendorMappingSchema });
export type VendorData = z.infer<typeof vendorDataSchema>;
