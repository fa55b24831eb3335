import { DEFAULT_PALETTES } from '@lobby/contract';
import { contentLanguageOf, PICTURE_PATHS, type Language } from '@lobby/contract/constants';
import { PROMOTION_ART_VERSION, type PromotionArt } from '../adapters/promotion-art';
import type { PromotionRow, PromotionsRepo } from '../db/repositories/promotions-repo';
import type { BrandSettingsOf } from './banners-service';
import { pictureVersion } from './brand-look';
import { serverText } from './server-texts';

const ART_PREFIX = `${PICTURE_PATHS.promotionImage}/`;

/** The address of a promotion's own drawn picture. */
export const promotionArtPath = (promotionId: string) => `${ART_PREFIX}${promotionId}.svg`;

/** Whether an address is a promotion picture this server draws, rather than an operator's own picture. */
const isDrawnArt = (url: string) => url.startsWith(ART_PREFIX) && !url.includes('?');

type Brand = Awaited<ReturnType<BrandSettingsOf>>;

/** A promotion's art in a language: its own title, its category, in its brand's colours (the theme a first visit opens in). */
function promotionArt(row: PromotionRow, title: string, brand: Brand, language: Language): PromotionArt {
  const mode = brand.theme.defaultTheme;
  const palette = { ...DEFAULT_PALETTES[mode], ...brand.theme[mode] };
  return {
    id: row.id,
    category: row.category,
    language,
    title,
    callToAction: serverText(language, 'promotionCallToAction'),
    brandName: brand.siteName,
    palette: {
      primary: palette['color-primary'],
      primaryText: palette['color-primary-text'],
      accent: palette['color-accent'],
      background: palette['color-bg'],
      surface: palette['color-surface'],
    },
    fontBody: brand.theme.fontBody,
  };
}

/** The fingerprint of a promotion's art: changes with anything drawn (words, colours, design). */
const artVersion = (art: PromotionArt): string => pictureVersion(JSON.stringify([PROMOTION_ART_VERSION, art]));

/**
 * Promotion pictures: each promotion's own drawn art, in the language of the list that names it
 * and at a fingerprint of what is drawn, so a picture may be cached for good; an operator's own
 * pictures are answered as they are.
 */
export function promotionPictures(repo: PromotionsRepo, settingsOf: BrandSettingsOf) {
  return {
    /** A promotion's pictures in sequence order, its drawn art at its address in `language`. */
    async inLanguage<T extends { url: string; sequence: number }>(
      row: PromotionRow,
      title: string,
      images: readonly T[],
      language: Language,
    ): Promise<T[]> {
      const sorted = [...images].sort((a, b) => a.sequence - b.sequence);
      if (!sorted.some((image) => isDrawnArt(image.url))) return sorted;
      const version = artVersion(promotionArt(row, title, await settingsOf(row.merchantCode), language));
      return sorted.map((image) =>
        isDrawnArt(image.url) ? { ...image, url: `${image.url}?language=${language}&v=${version}` } : image,
      );
    },

    /**
     * A promotion's art in a language (its brand's default when none; its English words when it
     * has none in that language), with its fingerprint; undefined for no such promotion.
     */
    async art(id: string, language?: Language): Promise<{ art: PromotionArt; version: string } | undefined> {
      const row = await repo.byId(id);
      if (!row) return undefined;
      const brand = await settingsOf(row.merchantCode);
      const lang = language ?? contentLanguageOf(brand.defaultLanguage);
      const titles = await repo.titles(id);
      const title = titles[lang] ?? titles.en ?? Object.values(titles)[0] ?? '';
      const art = promotionArt(row, title, brand, lang);
      return { art, version: artVersion(art) };
    },
  };
}
export type PromotionPictures = ReturnType<typeof promotionPictures>;
