import { DEFAULT_PALETTES, type AnnouncementType, type Banner, type BannerGroup } from '@lobby/contract';
import { contentLanguageOf, isLanguage, PATHS, type Language } from '@lobby/contract/constants';
import { BANNER_ART_VERSION, type BannerArt } from '../adapters/banner-art';
import type { BannerRow, BannersRepo } from '../db/repositories/banners-repo';
import type { StoredSettings } from '../db/schema';
import { pictureVersion } from './brand-look';
import { serverText } from './server-texts';

/** What banners need of a brand's settings: its name, look and default language. */
type BrandSettings = Pick<StoredSettings, 'siteName' | 'theme' | 'defaultLanguage'>;

/** The settings of a brand by merchant code (settings-service's `stored`). */
export type BrandSettingsOf = (merchant: string) => Promise<BrandSettings>;

const ART_PREFIX = `${PATHS.bannerImage}/`;

/** Whether an address is art this server draws (a banner picture), rather than an operator's own picture. */
const isDrawnArt = (url: string) => url.startsWith(ART_PREFIX) && !url.includes('?');

/**
 * The address of drawn banner art in a language (and at an art fingerprint): each language and
 * each look has an address of its own, so caches never mix them. Other addresses stay as they are.
 */
export function bannerArtUrl(url: string, language: Language, version?: string): string {
  if (!isDrawnArt(url)) return url;
  return `${url}?language=${language}${version ? `&v=${version}` : ''}`;
}

/** Pictures of an announcement or promotion in sequence order, drawn banner art in `language`. */
export function inLanguage<T extends { url: string; sequence: number }>(images: readonly T[], language: string): T[] {
  return [...images]
    .sort((a, b) => a.sequence - b.sequence)
    .map((image) => (isLanguage(language) ? { ...image, url: bannerArtUrl(image.url, language) } : image));
}

/** A banner's title in a language: its own, else the title as written. */
export const titleIn = (row: Pick<BannerRow, 'title' | 'titles'>, language: Language): string =>
  row.titles[language] ?? row.title;

/** The art of a banner in a language, in its brand's colours (the theme a first visit opens in). */
export function bannerArt(row: BannerRow, brand: BrandSettings, language: Language): BannerArt {
  const mode = brand.theme.defaultTheme;
  const palette = { ...DEFAULT_PALETTES[mode], ...brand.theme[mode] };
  return {
    id: row.id,
    group: row.groupName,
    language,
    title: titleIn(row, language),
    callToAction: serverText(language, 'bannerCallToAction'),
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

/** The fingerprint of a banner's art: changes with anything drawn (words, colours, design). */
export const artVersion = (art: BannerArt): string => pictureVersion(JSON.stringify([BANNER_ART_VERSION, art]));

export function bannersService(repo: BannersRepo, settingsOf: BrandSettingsOf) {
  return {
    /**
     * Banners (feed type B) of a group in sequence order, their titles and pictures in `language`
     * (the brand's default language's content when none); other feed types have no items yet.
     */
    async list(
      merchant: string,
      types: AnnouncementType[],
      groupName?: BannerGroup,
      language?: Language,
    ): Promise<Banner[]> {
      if (!types.includes('B')) return [];
      const rows = await repo.list(merchant, groupName);
      if (rows.length === 0) return [];
      const brand = await settingsOf(merchant);
      const lang = language ?? contentLanguageOf(brand.defaultLanguage);
      return rows.map((row) => ({
        id: row.id,
        url: bannerArtUrl(row.url, lang, artVersion(bannerArt(row, brand, lang))),
        groupName: row.groupName as BannerGroup,
        sequence: row.sequence,
        title: titleIn(row, lang),
        ...(row.link ? { link: row.link } : {}),
      }));
    },

    /** A banner's art in a language (its brand's default when none), with its fingerprint; undefined for no such banner. */
    async art(id: string, language?: Language): Promise<{ art: BannerArt; version: string } | undefined> {
      const row = await repo.byId(id);
      if (!row) return undefined;
      const brand = await settingsOf(row.merchantCode);
      const art = bannerArt(row, brand, language ?? contentLanguageOf(brand.defaultLanguage));
      return { art, version: artVersion(art) };
    },
  };
}
export type BannersService = ReturnType<typeof bannersService>;
