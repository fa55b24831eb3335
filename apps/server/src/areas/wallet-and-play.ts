import type { FastifyInstance } from 'fastify';
import { privateKeyOf } from '../adapters/provider-signature';
import type { Config } from '../config';
import { lotteryRepo } from '../db/repositories/lottery-repo';
import { providersRepo, type ProvidersRepo } from '../db/repositories/providers-repo';
import { favouriteRoutes } from '../routes/favourites';
import { lotteryRoutes } from '../routes/lottery';
import { playRoutes } from '../routes/play';
import { protectionRoutes } from '../routes/protection';
import { providerWalletRoutes } from '../routes/provider-wallet';
import { walletRoutes } from '../routes/wallet';
import { favouritesService } from '../services/favourites-service';
import { hiLoTable } from '../services/hi-lo-table';
import { launchService } from '../services/launch-service';
import { lotteryHallService } from '../services/lottery-hall-service';
import { lotteryService } from '../services/lottery-service';
import { providerGateways, type ProviderGateways } from '../services/provider-gateway';
import { providerWallet } from '../services/provider-wallet';
import { vendorGateways } from '../services/vendor-gateways';
import { paymentsArea } from './payments';
import type { SharedInfrastructure } from './shared-infrastructure';

/** A member's money and games: the wallet, favourites, the lottery, launching and playing. */
export async function walletAndPlayArea(
  app: FastifyInstance,
  shared: SharedInfrastructure,
  checks: { beforeWithdraw?: (merchantCode: string, memberId: string) => Promise<void> } = {},
) {
  const { config, database, cache, serve, limits, gameList, gamesData, ledger, rounds, protection } = shared;
  favouriteRoutes(app, serve, { favourites: favouritesService(gamesData), gameList });
  const payments = await paymentsArea(app, shared);
  walletRoutes(app, serve, {
    wallet: shared.wallet,
    limits,
    settings: shared.settings,
    deposits: payments?.deposits,
    withdrawals: payments?.withdrawals,
    callbackBaseUrl: config.PAYMENT_CALLBACK_BASE_URL,
    ...checks,
  });
  const lotteryData = lotteryRepo(database.db);
  lotteryRoutes(app, serve, {
    lottery: lotteryService(lotteryData),
    hall: lotteryHallService({ gameList, repo: lotteryData, cache }),
  });
  const providers = providersRepo(database.db);
  const currencyOf = async (merchantCode: string) => (await shared.settings.money(merchantCode)).currency;
  const wallet = providerWallet({ providers, ledger, protection, currencyOf, clock: shared.clock });
  await providerWalletRoutes(app, { wallet });
  const gateways = config.PLATFORM_PRIVATE_KEY
    ? providerGateways({
        providers,
        wallet,
        link: {
          platformId: config.PLATFORM_ID,
          privateKey: privateKeyOf(config.PLATFORM_PRIVATE_KEY),
          currencyOf,
          frameOrigins: config.GAME_PROVIDER_FRAME_ORIGINS,
        },
      })
    : undefined;
  const catalogues = gateways ? providerCatalogueSync(app, config, providers, gateways) : { synced: () => true };
  // Readiness, for a load balancer or a test run: the providers' games are in the lobby (or their
  // sync gave up). Liveness stays /healthz.
  app.get(READY_PATH, async (_request, reply) =>
    catalogues.synced() ? { status: 'ready' } : reply.code(503).send({ status: 'starting' }),
  );
  playRoutes(app, serve, {
    launcher: launchService({
      games: gamesData,
      rounds,
      gatewayOf: vendorGateways(gateways),
      providerMoves: providers.roundMoves,
      hiddenVendors: shared.hiddenVendors,
    }),
    hiLo: hiLoTable({ games: gamesData, ledger, rounds, protection, ...(shared.draw ? { draw: shared.draw } : {}) }),
    gameList,
    limits,
    protection,
  });
  protectionRoutes(app, serve, { protection });
}

export const READY_PATH = '/__ops/ready';
const SYNC_RETRIES = 24;
const SYNC_RETRY_MS = 5_000;

/**
 * The configured game provider, stored at start (its keys may have rotated since the last start),
 * and every provider's catalogue synced then and every PROVIDER_SYNC_INTERVAL_SECONDS.
 */
function providerCatalogueSync(
  app: FastifyInstance,
  config: Config,
  providers: ProvidersRepo,
  gateways: ProviderGateways,
) {
  let retries = 0;
  let retry: NodeJS.Timeout | undefined;
  let settled = false;
  // A provider started beside this server may answer a moment later: tried again soon, a few times.
  const sync = async () => {
    const answers = await gateways.syncCatalogues();
    const silent = answers.filter((a) => a.games === null).map((a) => a.provider);
    if (silent.length === 0 || retries >= SYNC_RETRIES) settled = true;
    if (silent.length === 0) return;
    app.log.warn({ providers: silent }, 'game provider catalogue: no answer, the last one kept');
    if (retries++ < SYNC_RETRIES) {
      retry = setTimeout(
        () => void sync().catch((err) => app.log.error({ err }, 'game provider catalogue')),
        SYNC_RETRY_MS,
      );
      retry.unref();
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (config.GAME_PROVIDER_URL && config.GAME_PROVIDER_PUBLIC_KEYS)
      await providers.saveProvider({
        code: config.GAME_PROVIDER_CODE,
        name: config.GAME_PROVIDER_NAME,
        apiUrl: config.GAME_PROVIDER_URL,
        publicKeys:
          config.GAME_PROVIDER_PUBLIC_KEYS.match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g) ?? [],
        enabled: true,
      });
    // In the background: a provider still starting must not hold this server's start.
    void sync().catch((err) => app.log.error({ err }, 'game provider catalogue'));
    if (config.PROVIDER_SYNC_INTERVAL_SECONDS > 0) {
      timer = setInterval(
        () => void sync().catch((err) => app.log.error({ err }, 'game provider catalogue')),
        config.PROVIDER_SYNC_INTERVAL_SECONDS * 1000,
      );
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(retry);
  });
  return { synced: () => settled };
}
