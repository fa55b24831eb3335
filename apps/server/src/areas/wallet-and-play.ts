import type { FastifyInstance } from 'fastify';
import { lotteryRepo } from '../db/repositories/lottery-repo';
import { providersRepo } from '../db/repositories/providers-repo';
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
import { providerWallet } from '../services/provider-wallet';
import { WALLET_CURRENCY } from '../services/wallet-service';
import type { SharedInfrastructure } from './shared-infrastructure';

/** A member's money and games: the wallet, favourites, the lottery, launching and playing. */
export async function walletAndPlayArea(
  app: FastifyInstance,
  shared: SharedInfrastructure,
  checks: { beforeWithdraw?: (merchantCode: string, memberId: string) => Promise<void> } = {},
) {
  const { config, database, cache, serve, limits, gameList, gamesData, ledger, rounds, protection } = shared;
  favouriteRoutes(app, serve, { favourites: favouritesService(gamesData), gameList });
  const demoPayments = config.DEMO_PAYMENTS
    ? ['1', 'true'].includes(config.DEMO_PAYMENTS)
    : config.NODE_ENV !== 'production';
  walletRoutes(app, serve, { wallet: shared.wallet, limits, settings: shared.settings, demoPayments, ...checks });
  const lotteryData = lotteryRepo(database.db);
  lotteryRoutes(app, serve, {
    lottery: lotteryService(lotteryData),
    hall: lotteryHallService({ gameList, repo: lotteryData, cache }),
  });
  playRoutes(app, serve, {
    launcher: launchService({ games: gamesData, rounds }),
    hiLo: hiLoTable({ games: gamesData, ledger, rounds, protection, ...(shared.draw ? { draw: shared.draw } : {}) }),
    gameList,
    limits,
    protection,
  });
  protectionRoutes(app, serve, { protection });
  const providers = providersRepo(database.db);
  const games = providerWallet({ providers, ledger, protection, currency: WALLET_CURRENCY, clock: shared.clock });
  await providerWalletRoutes(app, { wallet: games });
  return { providers, providerWallet: games };
}
