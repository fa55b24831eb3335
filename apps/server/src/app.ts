import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import { createHash, randomBytes } from 'node:crypto';
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
import { registerJsonBodies } from './http/json-body';
import { protocolErrorOptions, registerProtocolRules } from './http/protocol-errors';
import { registerTextRules } from './http/text-rules';
import { SECURITY_HEADERS } from './http/security-headers';
import { announcementRoutes } from './routes/announcements';
import { customerServiceRoutes } from './routes/customer-service';
import { favouriteRoutes } from './routes/favourites';
import { favouritesService } from './services/favourites-service';
import { playRoutes } from './routes/play';
import { agentRoutes } from './routes/agent';
import { agentService } from './services/agent-service';
import { contractRoutes } from './routes/contracts';
import { lotteryRoutes } from './routes/lottery';
import { headIconRoutes } from './routes/head-icon';
import { feedbackRoutes } from './routes/feedback';
import { feedbackRepo } from './db/repositories/feedback-repo';
import { feedbackService } from './services/feedback-service';
import { lotteryService } from './services/lottery-service';
import { lotteryHallService } from './services/lottery-hall-service';
import { lotteryRepo } from './db/repositories/lottery-repo';
import { contractService } from './services/contract-service';
import { contractsRepo } from './db/repositories/contracts-repo';
import { settlementJob } from './services/settlement-job';
import { walletRoutes } from './routes/wallet';
import { ledgerRepo } from './db/repositories/ledger-repo';
import { promoCodesRepo } from './db/repositories/promo-codes-repo';
import { roundsRepo } from './db/repositories/rounds-repo';
import { walletService } from './services/wallet-service';
import { hiLoTable } from './services/hi-lo-table';
import { launchService } from './services/launch-service';
import { helpRoutes } from './routes/help';
import { promotionRoutes } from './routes/promotions';
import { gameRoutes } from './routes/games';
import { healthRoutes } from './routes/health';
import { iconRoutes } from './routes/icons';
import { spaRoutes } from './routes/spa';
import { sessionRoutes } from './routes/session';
import { createBodyCipher } from './adapters/body-encryption';
import { accountsRepo } from './db/repositories/accounts-repo';
import { accountsService } from './services/accounts-service';
import { loginThrottle } from './services/login-throttle';
import { loginService } from './services/login-service';
import { knownDevices } from './services/known-devices';
import { systemRoutes } from './routes/system';
import { vendorRoutes } from './routes/vendors';
import { bannersService } from './services/banners-service';
import { gameListService } from './services/game-list-service';
import { gamesService } from './services/games-service';
import { merchantDirectory } from './services/merchants';
import { settingsService } from './services/settings-service';
import { vendorsService } from './services/vendors-service';
import { pickImageCdn, screenBannerGroup } from '@lobby/domain';
import { outbox, webhookSender, type MessageSender } from './adapters/outbox';
import { devToolRoutes } from './routes/dev-tools';
import { passwordResetRoutes } from './routes/password-reset';
import { registrationRoutes } from './routes/registration';
import { captchas } from './services/captchas';
import { localToday } from './services/local-today';
import { rateLimiter } from './services/rate-limit';
import { registrationService } from './services/registration-service';
import { firebaseIdTokenVerifier, type VerifyIdToken } from './adapters/firebase-id-token';
import { announcementsRepo } from './db/repositories/announcements-repo';
import { announcementsService } from './services/announcements-service';
import { helpRepo } from './db/repositories/help-repo';
import { serviceRepo } from './db/repositories/service-repo';
import { customerService } from './services/customer-service';
import { localSupportDesk } from './services/support-desk';
import { helpService } from './services/help-service';
import { promotionsRepo } from './db/repositories/promotions-repo';
import { promotionsService } from './services/promotions-service';
import { verificationCodes } from './services/verification-codes';
import { phoneProof } from './services/phone-proof';
import { smsHumanCheck } from './services/sms-human-check';
import { MODULE_OF_PATH } from '@lobby/contract/constants';
import { requestContext } from './http/request-context';
import { endpointRoutes, recordRoutes, type RouteRecord } from './http/endpoint-route';
import { AppError } from './errors';

export const VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app with the contract descriptor it came from (see recordRoutes). */
    routeTable: RouteRecord[];
  }
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export interface AppDeps {
  config: Config;
  database: Database;
  cache: Cache;
  /** Firebase ID token check; tests pass one that trusts their own keys. */
  verifyIdToken?: VerifyIdToken;
}

/** Wires repositories, services and routes. Opening and closing resources is the caller's job. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, cache } = deps;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // A hop count trusts that many proxies nearest to us (the typings take it as a function).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    ...protocolErrorOptions,
  });
  const routes = recordRoutes(app);
  app.decorate('routeTable', routes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerProtocolRules(app);
  registerJsonBodies(app);
  // Form-encoded bodies: the e-mail password retrieval (spec section 7); flat, so small.
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  registerTextRules(app);
  await app.register(fastifyHelmet, SECURITY_HEADERS);
  // Only the known-device cookie of the login throttle is read.
  await app.register(fastifyCookie);
  // API answers are compressed on the fly (fast brotli); site files come precompressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const settingsData = settingsRepo(database.db);
  const firebase = config.FIREBASE_PROJECT_ID && config.FIREBASE_API_KEY
    ? { projectId: config.FIREBASE_PROJECT_ID, apiKey: config.FIREBASE_API_KEY, authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com` }
    : null;
  const verifyIdToken = firebase ? (deps.verifyIdToken ?? firebaseIdTokenVerifier({ projectId: firebase.projectId })) : null;
  const merchants = merchantDirectory(settingsData, config.DEFAULT_MERCHANT);
  // One key pair per process unless configured (several instances must share ENCRYPTION_PRIVATE_KEY).
  const cipher = createBodyCipher({ privateKeyPem: config.ENCRYPTION_PRIVATE_KEY });
  const settings = settingsService(
    settingsData,
    { maintenance: config.MAINTENANCE, regionRestriction: config.REGION_RESTRICTION },
    cipher.publicKey(),
    firebase,
  );
  const accountsData = accountsRepo(database.db);
  const accounts = accountsService(accountsData, { sessionTtlMs: config.SESSION_TTL_HOURS * 3_600_000 });
  const serve = endpointRoutes({ merchants, accounts, cipher });
  const limits = rateLimiter(cache);
  // SMS and e-mails: a provider bridge when configured, else the local outbox.
  const localOutbox = config.MESSAGE_WEBHOOK_URL ? undefined : outbox((line) => app.log.info(line));
  const sender: MessageSender = config.MESSAGE_WEBHOOK_URL ? webhookSender(config.MESSAGE_WEBHOOK_URL) : localOutbox!;
  const codes = verificationCodes(cache, limits, sender);
  const captchaService = captchas(cache, { keepAnswers: config.LOBBY_DEV_TOOLS });
  const proof = phoneProof({ codes, settings, verifyIdToken, cache });
  const humanCheck = smsHumanCheck(settings, captchaService);
  const registration = registrationService({ accounts, repo: accountsData, settings, captchas: captchaService, proof, today: localToday });
  const gamesData = gamesRepo(database.db);
  // Game icons of a response come from one of the brand's image CDNs, picked at random (spec section 9).
  const imageBase = async (merchant: string) => pickImageCdn((await settings.stored(merchant)).imageCDNs);
  const games = gamesService(gamesData, cache, config.HOT_GAMES_TTL_SECONDS, imageBase);
  const vendors = vendorsService(vendorsRepo(database.db), settingsData, cache, config.VENDORS_TTL_SECONDS);
  const gameList = gameListService(gamesData, vendors, imageBase);
  const banners = bannersService(bannersRepo(database.db));
  const noticesData = announcementsRepo(database.db);
  const notices = announcementsService(noticesData);
  const ledger = ledgerRepo(database.db);
  const promotionsData = promotionsRepo(database.db);
  const promotions = promotionsService(promotionsData, ledger);
  const helpData = helpRepo(database.db);
  const serviceData = serviceRepo(database.db);
  const desk = localSupportDesk(serviceData, { delayMs: config.SUPPORT_REPLY_DELAY_MS, onError: (err) => app.log.error({ err }, 'support desk') });
  app.addHook('onClose', async () => desk.close());
  const service = customerService(serviceData, desk, limits);

  // A brand's switched-off modules (spec section 7): their paths answer 'feature.unavailable'.
  app.addHook('preHandler', async (request) => {
    const module = MODULE_OF_PATH[request.routeOptions.url ?? ''];
    if (!module) return;
    const { merchant } = await requestContext(request, merchants);
    if ((await settings.stored(merchant)).disabledModules?.includes(module)) throw new AppError('feature.unavailable', 403);
  });

  healthRoutes(app, serve, { database, cache, version: VERSION });
  systemRoutes(app, serve, { settings });
  gameRoutes(app, serve, { games, gameList, cache, gameListTtlSeconds: config.GAME_LIST_TTL_SECONDS });
  vendorRoutes(app, serve, { vendors });
  favouriteRoutes(app, serve, { favourites: favouritesService(gamesData), gameList });
  const rounds = roundsRepo(database.db);
  const wallet = walletService(ledger, rounds, promoCodesRepo(database.db));
  const demoPayments = config.DEMO_PAYMENTS ? ['1', 'true'].includes(config.DEMO_PAYMENTS) : config.NODE_ENV !== 'production';
  walletRoutes(app, serve, { wallet, limits, settings, demoPayments });
  const contractsData = contractsRepo(database.db);
  const contracts = contractService({ repo: contractsData, accounts: accountsData, ledger });
  agentRoutes(app, serve, { agents: agentService({ repo: contractsData, accounts, settings }), limits });
  contractRoutes(app, serve, { contracts });
  headIconRoutes(app, serve, { accounts });
  feedbackRoutes(app, serve, { feedback: feedbackService(feedbackRepo(database.db), limits) });
  const lotteryData = lotteryRepo(database.db);
  lotteryRoutes(app, serve, { lottery: lotteryService(lotteryData), hall: lotteryHallService({ gameList, repo: lotteryData, cache }) });
  const settlement = settlementJob(contracts, config.SETTLEMENT_INTERVAL_SECONDS * 1000, (err) => app.log.error({ err }, 'contract settlement'));
  app.addHook('onClose', async () => settlement.stop());
  playRoutes(app, serve, { launcher: launchService({ games: gamesData, rounds }), hiLo: hiLoTable({ games: gamesData, ledger, rounds }), gameList, limits });
  announcementRoutes(app, serve, { banners, announcements: notices, accounts });
  await promotionRoutes(app, serve, { promotions, limits });
  customerServiceRoutes(app, serve, { service, settings });
  helpRoutes(app, serve, { help: helpService(helpData) });
  iconRoutes(app, { vendors, banners, merchants, settings });
  // Signs the known-device cookies; shared by instances that share the body key.
  const deviceSecret = createHash('sha256').update(`known-devices\n${config.ENCRYPTION_PRIVATE_KEY ?? randomBytes(32).toString('hex')}`).digest();
  const logins = loginService({ accounts, settings, throttle: loginThrottle(cache), recheckThrottle: loginThrottle(cache, { freeFailures: 3 }), captchas: captchaService, codes, proof, limits, verifyIdToken });
  sessionRoutes(app, serve, { accounts, logins, settings, devices: knownDevices(deviceSecret), codes, humanCheck, limits, wallet });
  registrationRoutes(app, serve, { registration, settings, merchants, captchas: captchaService, codes, humanCheck, limits });
  passwordResetRoutes(app, serve, { accounts, settings, codes, proof, humanCheck, cache, limits, sender, log: (err) => app.log.error({ err }, 'message not sent') });
  if (config.LOBBY_DEV_TOOLS) devToolRoutes(app, { outbox: localOutbox, captchas: captchaService, announcements: noticesData, promotions, accounts: accountsData, service, serviceData, promotionsData, help: helpData, settings: settingsData, contracts });
  await spaRoutes(app, config.STATIC_DIR, {
    firstBanner: async (pagePath) => {
      const group = screenBannerGroup(pagePath);
      return group ? (await banners.list(config.DEFAULT_MERCHANT, ['B'], group))[0]?.url : undefined;
    },
  });
  return app;
}
