import { z } from 'zod';
import { emptyAsAbsent, languageSchema, merchantCodeSchema } from './common';

// Picture and file paths the site serves (not JSON endpoints): their parameters, checked by the server.

/**
 * A game icon file. Game icons are PNG: Chromium rasterizes each SVG <img> on the main thread,
 * which made long game lists stutter while scrolling.
 */
export const gameIconFileSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.png$/) });
/**
 * What a game icon is drawn in: the game's name in `language` (English when absent), `v` the art's
 * design, so a new design reaches browsers that keep the old one for good.
 */
export const gameIconQuerySchema = z.object({
  language: emptyAsAbsent(languageSchema),
  v: z.string().max(16).optional(),
});
/** A vendor icon: the platform names them `{code}-WHITE.png`; ours are SVG whatever the extension says. */
export const vendorIconFileSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_]{1,32}-WHITE\.png$/) });
/** A banner picture. */
export const bannerImageFileSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,96}\.svg$/) });
/**
 * What a banner picture is drawn in: its words in `language` (the brand's default when absent),
 * `v` the fingerprint of the art (brand colours, words) that the banner list puts in each address,
 * so a picture may be cached for good and a brand's change reaches everyone at once.
 */
export const bannerImageQuerySchema = z.object({
  language: emptyAsAbsent(languageSchema),
  v: z.string().max(64).optional(),
});
/** A promotion's drawn picture: named and drawn in a language and at a fingerprint as banners are. */
export const promotionImageFileSchema = bannerImageFileSchema;
export const promotionImageQuerySchema = bannerImageQuerySchema;
/** A head-icon picture, by its number. */
export const avatarFileSchema = z.object({ file: z.string().regex(/^\d{1,2}\.svg$/) });
/** The iOS web clip of a brand (MOBILECONFIG download link). */
export const webClipQuerySchema = z.object({ merchantCode: merchantCodeSchema.optional() });

/** The brand pictures this server draws from a brand's SVG: logo, icon, and the icon as PNG in the sizes browsers ask. */
export const BRAND_PNG_SIZES = [180, 192, 512] as const;
export const brandFileSchema = z.object({
  code: merchantCodeSchema,
  file: z.enum(['logo.svg', 'icon.svg', ...BRAND_PNG_SIZES.map((size) => `icon-${size}.png` as const)]),
});
