import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Cache } from './adapters/cache';
import type { Config } from './config';
import type { Database } from './db/database';
import { bannersRepo } from './db/repositories/banners-repo';
import { gamesRepo } from './db/repositories/games-repo';
import { settingsRepo } from './db/repositories/settings-repo';
import { vendorsRepo } from './db/repositories/vendors-repo';
import { registerErrorHandling } from './http/errors';
import { announcementRoutes } from './routes/announcements';
import { gameRoutes } from './routes/games';
import { healthRoutes } from './routes/health';
import { iconRoutes } from './routes/icons';
import { spaRoutes } from './routes/spa';
import { sessionRoutes } from './routes/session';
import { createBodyCipher } from './adapters/body-encryption';
import { accountsRepo } from './db/repositories/accounts-repo';
import { accountsService } from './services/accounts-service';
import { loginThrottle } from './services/login-throttle';
import { systemRoutes } from './routes/system';
import { vendorRoutes } from './routes/vendors';
import { bannersService } from './services/banners-service';
import { gameListService } from './services/game-list-service';
import { gamesService } from './services/games-service';
import { merchantDirectory } from './services/merchants';
import { settingsService } from './services/settings-service';
import { vendorsService } from './services/vendors-service';
import { screenBannerGroup } from '@lobby/domain';

export const VERSION = '0.1.0';

export interface AppDeps {
  config: Config;
  database: Database;
  cache: Cache;
}

/** Wires repositories, services and routes. Opening and closing resources is the caller's job. */
export async function buildApp({ config, database, cache }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // API answers are compressed on the fly (fast brotli); site files come precompressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const settingsData = settingsRepo(database.db);
  const merchants = merchantDirectory(settingsData, config.DEFAULT_MERCHANT);
  // One key pair per process unless configured (several instances must share ENCRYPTION_PRIVATE_KEY).
  const cipher = createBodyCipher({ privateKeyPem: config.ENCRYPTION_PRIVATE_KEY });
  const settings = settingsService(
    settingsData,
    { maintenance: config.MAINTENANCE, regionRestriction: config.REGION_RESTRICTION },
    cipher.publicKey(),
  );
  const accounts = accountsService(accountsRepo(database.db), { sessionTtlMs: config.SESSION_TTL_HOURS * 3_600_000 });
  const gamesData = gamesRepo(database.db);
  const games = gamesService(gamesData, cache, config.HOT_GAMES_TTL_SECONDS);
  const vendors = vendorsService(vendorsRepo(database.db), settingsData, cache, config.VENDORS_TTL_SECONDS);
  const gameList = gameListService(gamesData, vendors);
  const banners = bannersService(bannersRepo(database.db));

  healthRoutes(app, { database, cache, version: VERSION });
  systemRoutes(app, { settings, merchants });
  gameRoutes(app, { games, gameList, merchants, cache, gameListTtlSeconds: config.GAME_LIST_TTL_SECONDS });
  vendorRoutes(app, { vendors, merchants });
  announcementRoutes(app, { banners, merchants });
  iconRoutes(app, { vendors, banners, merchants });
  sessionRoutes(app, { accounts, merchants, cipher, throttle: loginThrottle(cache) });
  await spaRoutes(app, config.STATIC_DIR, {
    firstBanner: async (pagePath) => {
      const group = screenBannerGroup(pagePath);
      return group ? (await banners.list(config.DEFAULT_MERCHANT, ['B'], group))[0]?.url : undefined;
    },
  });
  return app;
}
