import { BRAND_PNG_SIZES, type BrandTheme } from '@lobby/contract';
import { brandThemeColor } from './brand-theme';

export interface ManifestBrand {
  code: string;
  name: string;
  theme: BrandTheme;
  /** html lang of the brand's default language. */
  lang: string;
  /** Whether the brand's icon is SVG drawn here (PNG sizes then exist too), else its address. */
  iconUrl: string | null;
}

/** The path of a brand picture drawn by the server; `version` changes when the picture does. */
export const brandFilePath = (code: string, file: string, version = ''): string =>
  `/m/brand/${encodeURIComponent(code)}/${file}${version ? `?v=${version}` : ''}`;

/**
 * The brand's web app manifest: installable from /m/home within /m/, in its name and colours, with
 * the icon sizes Chromium and iOS ask for (or the brand's own icon address when it has no SVG here).
 */
export function brandManifest(brand: ManifestBrand) {
  const colour = brandThemeColor(brand.theme, brand.theme.defaultTheme);
  const icons = brand.iconUrl
    ? [{ src: brand.iconUrl, sizes: 'any', purpose: 'any' }]
    : [
        ...BRAND_PNG_SIZES.filter((size) => size !== 180).map((size) => ({
          src: brandFilePath(brand.code, `icon-${size}.png`),
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any',
        })),
        { src: brandFilePath(brand.code, 'icon.svg'), sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ];
  return {
    id: '/m/home',
    name: brand.name,
    short_name: brand.name.length > 12 ? brand.name.slice(0, 12).trimEnd() : brand.name,
    lang: brand.lang,
    start_url: '/m/home',
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: colour,
    theme_color: colour,
    icons,
  };
}
