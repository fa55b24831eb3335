import type { FastifyInstance } from 'fastify';
import { helpRepo } from '../db/repositories/help-repo';
import { gameRoutes } from '../routes/games';
import { healthRoutes } from '../routes/health';
import { helpRoutes } from '../routes/help';
import { systemRoutes } from '../routes/system';
import { vendorRoutes } from '../routes/vendors';
import { gamesService } from '../services/games-service';
import { helpService } from '../services/help-service';
import type { SharedInfrastructure } from './shared-infrastructure';

/** The version /healthz reports. */
const VERSION = '0.1.0';

/**
 * What a visitor browses: health, the brand's settings and system calls, games, vendors and the
 * help centre. Returns the help topics, which the dev tools add to.
 */
export async function catalogueArea(app: FastifyInstance, shared: SharedInfrastructure) {
  const { config, database, cache, serve, gameList } = shared;
  healthRoutes(app, serve, { database, cache, version: VERSION });
  systemRoutes(app, serve, { settings: shared.settings });
  const games = gamesService(
    shared.gamesData,
    cache,
    config.HOT_GAMES_TTL_SECONDS,
    shared.imageBase,
    shared.hiddenVendors,
  );
  gameRoutes(app, serve, { games, gameList, cache, gameListTtlSeconds: config.GAME_LIST_TTL_SECONDS });
  vendorRoutes(app, serve, { vendors: shared.vendors });
  const helpData = helpRepo(database.db, shared.reads);
  helpRoutes(app, serve, { help: helpService(helpData), settings: shared.settings });
  return { help: helpData };
}
