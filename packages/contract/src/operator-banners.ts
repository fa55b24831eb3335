import { z } from 'zod';
import { bannerGroupSchema } from './banners';
import { merchantCodeSchema } from './common';

/**
 * Banners as content writes them: per brand and group (the home carousel, each category page), a
 * title in the brand's languages (the words drawn on the art, in the brand's colours, and the
 * picture's alternative text), an optional place on the site it opens, and the order in the group.
 */

/** At most this many banners in one group: a carousel longer than that is not looked at. */
export const MAX_BANNERS_PER_GROUP = 20;

const bannerTitle = z.string().trim().min(1).max(60);

/** A place on the player site (`/m/...`): a banner never leads off the site. */
export const bannerLinkSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/m\/[A-Za-z0-9\-._~/?=&%]*$/, { message: 'a path of the site, starting with /m/' })
  .refine((link) => !/(^|\/)\.\.?(\/|$|\?)/.test(link) && !link.includes('//'), {
    message: 'a path of the site, without . or .. steps',
  });

const bannerWords = {
  merchantCode: merchantCodeSchema,
  title: bannerTitle,
  /** The title in other content languages; one left out reads the title as written. */
  titles: z
    .strictObject({ my: bannerTitle.optional(), en: bannerTitle.optional(), cn: bannerTitle.optional() })
    .default({}),
  link: bannerLinkSchema.optional(),
};

export const opsBannerSchema = z.strictObject({ ...bannerWords, groupName: bannerGroupSchema });
export type OpsBanner = z.input<typeof opsBannerSchema>;

/** A banner's words changed in place (its group and place stay). */
export const opsBannerChangeSchema = z.strictObject(bannerWords);
export type OpsBannerChange = z.input<typeof opsBannerChangeSchema>;

export const bannerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,92}$/);

/** A group's banners in the order the carousel shows them: every banner of the group, once. */
export const opsBannerOrderSchema = z.strictObject({
  merchantCode: merchantCodeSchema,
  groupName: bannerGroupSchema,
  ids: z
    .array(bannerIdSchema)
    .min(1)
    .max(MAX_BANNERS_PER_GROUP)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'a banner is listed twice' }),
});
export type OpsBannerOrder = z.input<typeof opsBannerOrderSchema>;

export const bannersQuerySchema = z.strictObject({ merchant: merchantCodeSchema });
export const opsBannerBrandSchema = z.strictObject({ merchantCode: merchantCodeSchema });

export interface OperatorBanner {
  id: string;
  groupName: z.infer<typeof bannerGroupSchema>;
  sequence: number;
  title: string;
  titles: { my?: string; en?: string; cn?: string };
  link: string | null;
  /** The picture's address: drawn art takes `?language=` for its words in a language. */
  url: string;
}
