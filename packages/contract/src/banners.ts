import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS } from './announcement-types';
import { emptyAsAbsent, languageSchema, merchantCodeSchema } from './common';

export const bannerGroupSchema = z.enum(BANNER_GROUPS);

/** Feed types as one code or a comma list, e.g. `B` or `B,PL,PU` (spec section 7). */
const announcementTypes = z
  .string()
  .max(40)
  .transform((v) =>
    v
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1))
  .transform((types) => [...new Set(types)]);

/**
 * Query of MCSFE_getListAnnouncements: with B in `types` it answers the banners of a group; else
 * the announcements of those feeds (PL, PU, PR, H) in the request's language.
 */
export const announcementsQuerySchema = z.object({
  types: announcementTypes,
  groupName: emptyAsAbsent(bannerGroupSchema),
  platform: emptyAsAbsent(z.literal('M')),
  merchantCode: emptyAsAbsent(merchantCodeSchema),
  language: emptyAsAbsent(languageSchema),
  token: z.string().max(256).optional(),
});
export type AnnouncementsQuery = z.input<typeof announcementsQuerySchema>;

/** A banner of a carousel (spec section 3); `link` opens on click when present. */
export const bannerSchema = z.object({
  id: z.string(),
  url: z.string(),
  groupName: bannerGroupSchema,
  sequence: z.number().int(),
  /** Alternative text of the image. */
  title: z.string(),
  link: z.string().optional(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersSchema = z.array(bannerSchema);
