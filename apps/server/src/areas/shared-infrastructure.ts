import { ENDPOINTS } from '@lobby/contract';
import { pickImageCdn, type HiLoCard } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import { createBodyCipher } from '../adapters/body-encryption';
import type { Cache } from '../adapters/cache';
import { memoryEventBus, type EventBus } from '../adapters/event-bus';
import { firebaseIdTokenVerifier, type VerifyIdToken } from '../adapters/firebase-id-token';
import { outbox, webhookSender, type MessageSender, type Outbox } from '../adapters/outbox';
import { operatorSecretBox } from '../adapters/secret-box';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { readRouting } from '../db/read-routing';
import { accountsRepo } from '../db/repositories/accounts-repo';
import { bannersRepo } from '../db/repositories/banners-repo';
import { gamesRepo } from '../db/repositories/games-repo';
import { ledgerRepo } from '../db/repositories/ledger-repo';
import { operatorsRepo } from '../db/repositories/operators-repo';
import { promoCodesRepo } from '../db/repositories/promo-codes-repo';
import { protectionRepo } from '../db/repositories/protection-repo';
import { roundsRepo } from '../db/repositories/rounds-repo';
import { rememberedSettings, settingsRepo } from '../db/repositories/settings-repo';
import { vendorsRepo } from '../db/repositories/vendors-repo';
import { AppError } from '../errors';
import { endpointRoutes } from '../http/endpoint-route';
import { operatorGate } from '../http/operator-auth';
import { accountsService } from '../services/accounts-service';
import { bannersService } from '../services/banners-service';
import { captchas } from '../services/captchas';
import { gameListService } from '../services/game-list-service';
import { merchantDirectory } from '../services/merchants';
import { operatorAccounts, operatorIssuer } from '../services/operator-accounts';
import { playerProtection } from '../services/player-protection';
import { pushSignals } from '../services/push-signals';
import { rateLimiter } from '../services/rate-limit';
import { searchRankings } from '../services/search-rankings';
import { settingsService } from '../services/settings-service';
import { vendorsService } from '../services/vendors-service';
import { walletService } from '../services/wallet-service';

export interface AppDeps {
  config: Config;
  database: Database;
  cache: Cache;
  /** What instances tell each other (the push channel's source); in process when not given. */
  events?: EventBus;
  /** Firebase ID token check; tests pass one that trusts their own keys. */
  verifyIdToken?: VerifyIdToken;
  /** The server's clock for player protection (cooling-offs, exclusions, limit windows); tests move it. */
  clock?: () => Date;
  /** The in-house game's next card; the CSPRNG unless a test stacks the deck. */
  draw?: () => HiLoCard;
}

/** What an excluded member's session, or a withdraw-only one, may still do: see and withdraw the balance, and leave. */
const OPEN_WHILE_EXCLUDED = new Set<string>(
  [
    ENDPOINTS.walletBalance,
    ENDPOINTS.wallets,
    ENDPOINTS.withdraw,
    ENDPOINTS.withdrawals,
    ENDPOINTS.cancelWithdrawal,
    ENDPOINTS.memberInfo,
    ENDPOINTS.logout,
    ENDPOINTS.renewSession,
    ENDPOINTS.protectionStatus,
  ].map((e) => `${e.method} ${e.path}`),
);

/**
 * The stores, adapters and services that several areas use, built once and handed to each area;
 * an area builds for itself whatever only it uses.
 */
export function sharedInfrastructure(app: FastifyInstance, deps: AppDeps) {
  const { config, database, cache } = deps;
  const events = deps.events ?? memoryEventBus();
  if (!deps.events) app.addHook('onClose', () => events.close());
  const push = pushSignals(events, (err) => app.log.error({ err }, 'event bus publish'));
  const settingsData = rememberedSettings(
    settingsRepo(database.db),
    config.SETTINGS_TTL_SECONDS * 1000,
    Date.now,
    push,
  );
  const firebase =
    config.FIREBASE_PROJECT_ID && config.FIREBASE_API_KEY
      ? {
          projectId: config.FIREBASE_PROJECT_ID,
          apiKey: config.FIREBASE_API_KEY,
          authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`,
        }
      : null;
  const verifyIdToken = firebase
    ? (deps.verifyIdToken ?? firebaseIdTokenVerifier({ projectId: firebase.projectId }))
    : null;
  const merchants = merchantDirectory(settingsData, config.DEFAULT_MERCHANT);
  // One key pair per process unless configured (several instances must share ENCRYPTION_PRIVATE_KEY).
  const cipher = createBodyCipher({ privateKeyPem: config.ENCRYPTION_PRIVATE_KEY });
  const settings = settingsService(
    settingsData,
    { maintenance: config.MAINTENANCE, regionRestriction: config.REGION_RESTRICTION },
    cipher.publicKey(),
    firebase,
  );
  const clock = deps.clock ?? (() => new Date());
  const protectionData = protectionRepo(database.db);
  const protection = playerProtection({
    // An exclusion or a break ends the member's other sessions: their streams hear it at once.
    repo: {
      ...protectionData,
      async exclude(...args: Parameters<typeof protectionData.exclude>) {
        const kept = await protectionData.exclude(...args);
        push.sessionsChanged(args[0]);
        return kept;
      },
    },
    clock,
  });
  const accountsData = accountsRepo(database.db);
  const accounts = accountsService(accountsData, {
    sessionTtlMs: config.SESSION_TTL_HOURS * 3_600_000,
    exclusion: protection,
    // A password change or reset ends every session of the member: their streams hear it at once.
    sessionsEnded: push.sessionsChanged,
  });
  // SMS and e-mails: a provider bridge when configured, else the local outbox.
  let localOutbox: Outbox | undefined;
  let sender: MessageSender;
  if (config.MESSAGE_WEBHOOK_URL) sender = webhookSender(config.MESSAGE_WEBHOOK_URL);
  else sender = localOutbox = outbox((line) => app.log.info(line));
  // The catalogue and brand content read from replicas when there are any (src/db/read-routing.ts).
  const reads = readRouting(database, cache, config.DATABASE_REPLICA_WINDOW_SECONDS);
  const gamesData = gamesRepo(database.db, reads);
  // Game icons of a response come from one of the brand's image CDNs, picked at random (spec section 9).
  const imageBase = async (merchant: string) => pickImageCdn((await settings.stored(merchant)).imageCDNs);
  // The vendors a brand hides (the console's catalogue): its hot list and launches leave them out.
  const hiddenVendors = async (merchant: string): Promise<readonly string[]> =>
    (await settingsData.forMerchant(merchant))?.hiddenVendors ?? [];
  const vendors = vendorsService(vendorsRepo(database.db, reads), settingsData, cache, config.VENDORS_TTL_SECONDS);
  const ledger = ledgerRepo(database.db, push.walletsMoved);
  const rounds = roundsRepo(database.db);
  const limits = rateLimiter(cache);
  const operatorData = operatorsRepo(database.db);
  const operators = operatorGate(
    operatorAccounts({
      repo: operatorData,
      box: operatorSecretBox(config.ENCRYPTION_PRIVATE_KEY),
      limits,
      issuer: operatorIssuer(config.DEFAULT_MERCHANT),
      clock,
      attemptsPerAddress: config.OPERATOR_SIGN_INS_PER_ADDRESS,
    }),
    operatorData,
  );
  return {
    config,
    database,
    reads,
    cache,
    events,
    push,
    settingsData,
    verifyIdToken,
    merchants,
    settings,
    accountsData,
    accounts,
    clock,
    protection,
    draw: deps.draw,
    serve: endpointRoutes({
      merchants,
      accounts,
      cipher,
      assetBase: config.PUBLIC_ASSET_BASE,
      guard: (session, endpoint) => {
        if (OPEN_WHILE_EXCLUDED.has(`${endpoint.method} ${endpoint.path}`)) return;
        protection.refuseExcluded(session.member);
        // Narrow by nature: still so once the exclusion ended (a new login opens a full session).
        if (session.withdrawOnly) throw new AppError('protection.withdrawOnly', 403);
      },
    }),
    limits,
    operatorData,
    operators,
    localOutbox,
    sender,
    captchas: captchas(cache, { keepAnswers: config.LOBBY_DEV_TOOLS }),
    gamesData,
    imageBase,
    hiddenVendors,
    vendors,
    gameList: gameListService(gamesData, vendors, imageBase, searchRankings(config.GAME_SEARCH_TTL_SECONDS)),
    banners: bannersService(bannersRepo(database.db, reads), settings.stored),
    ledger,
    rounds,
    wallet: walletService(ledger, rounds, promoCodesRepo(database.db), settings.money),
  };
}

export type SharedInfrastructure = ReturnType<typeof sharedInfrastructure>;
