import { htmlLangOf } from '@lobby/contract/constants';
import { brandFilePath, brandStyleSheet, brandThemeColor, screenBannerGroup } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import { brandFileRoutes, MANIFEST_PATH } from '../routes/brand-files';
import { firstScreenRenderer } from '../routes/first-screen';
import { iconRoutes } from '../routes/icons';
import { spaRoutes } from '../routes/spa';
import { brandPictureUrl, isSvgMarkup, pictureVersion } from '../services/brand-look';
import { gameTiles } from '../services/games-service';
import type { SharedInfrastructure } from './shared-infrastructure';

/** The site itself: locally drawn icons and banners, and the mobile app under /m/. */
export async function siteArea(app: FastifyInstance, shared: SharedInfrastructure) {
  const { config, banners } = shared;
  iconRoutes(app, {
    vendors: shared.vendors,
    banners,
    merchants: shared.merchants,
    settings: shared.settings,
    gameTiles: gameTiles(shared.gamesData),
  });
  brandFileRoutes(app, { merchants: shared.merchants, settings: shared.settings });
  const firstScreen = config.FIRST_SCREEN_RENDER
    ? await firstScreenRenderer(app, config.STATIC_DIR, config.FIRST_SCREEN_TTL_SECONDS)
    : undefined;
  await spaRoutes(app, config.STATIC_DIR, {
    ...(firstScreen ? { firstScreen } : {}),
    sourceMaps: config.NODE_ENV !== 'production',
    firstBanner: async (merchant, pagePath) => {
      const group = screenBannerGroup(pagePath);
      // In the brand's default language, as a first visit opens (the app asks the same list).
      return group ? (await banners.list(merchant, ['B'], group))[0]?.url : undefined;
    },
    brandPage: async (host) => {
      const code = await shared.merchants.byHost(host);
      const settings = await shared.settings.stored(code);
      const { theme } = settings;
      return {
        code,
        name: settings.siteName,
        lang: htmlLangOf(settings.defaultLanguage),
        language: settings.defaultLanguage,
        defaultTheme: theme.defaultTheme,
        template: settings.mobileTemplate.newTemplate ? 'v-new' : 'v-base',
        themeColor: brandThemeColor(theme, theme.defaultTheme),
        styleSheet: brandStyleSheet(theme),
        iconUrl: brandPictureUrl(code, 'icon', settings.icon),
        touchIconUrl: isSvgMarkup(settings.icon)
          ? brandFilePath(code, 'icon-180.png', pictureVersion(settings.icon))
          : settings.icon,
        manifestUrl: MANIFEST_PATH,
      };
    },
  });
}
