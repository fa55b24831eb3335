import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountsArea } from './areas/accounts';
import { agentsArea } from './areas/agents';
import { catalogueArea } from './areas/catalogue';
import { contentArea } from './areas/content';
import { devToolsArea } from './areas/dev-tools';
import { refuseDisabledModules } from './areas/disabled-modules';
import { kycAndRecordsArea } from './areas/kyc-and-records';
import { operatorArea } from './areas/operator';
import { sharedInfrastructure, type AppDeps } from './areas/shared-infrastructure';
import { siteArea } from './areas/site';
import { walletAndPlayArea } from './areas/wallet-and-play';
import { capConnections, connectionTimeouts } from './http/connection-limits';
import { registerCors } from './http/cors';
import { recordRoutes, type RouteRecord } from './http/endpoint-route';
import { registerErrorHandling } from './http/errors';
import { registerJsonBodies } from './http/json-body';
import { protocolErrorOptions, registerProtocolRules } from './http/protocol-errors';
import { registerSecurityHeaders, storybookSecurityHeaders } from './http/security-headers';
import { registerTextRules } from './http/text-rules';
import { consoleRoutes } from './routes/console';
import { memberEventRoutes } from './routes/member-events';
import { STORYBOOK_PATH, storybookRoutes } from './routes/storybook';
import { settlementJob } from './services/settlement-job';

export type { AppDeps };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app with the contract descriptor it came from (see recordRoutes). */
    routeTable: RouteRecord[];
  }
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Registers the cross-cutting plugins, then each area's routes on this same instance (so the
 * error handler, the hooks and the route table cover them all), and starts the background jobs.
 * Opening and closing resources is the caller's job.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const timeouts = connectionTimeouts(config);
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // A hop count trusts that many proxies nearest to us (the typings take it as a function).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    ...protocolErrorOptions,
    ...timeouts,
    http: { ...protocolErrorOptions.http, ...timeouts.http },
  });
  capConnections(app, config.MAX_CONNECTIONS);
  app.decorate('routeTable', recordRoutes(app));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerProtocolRules(app);
  registerJsonBodies(app);
  // Form-encoded bodies: the e-mail password retrieval (spec section 7); flat, so small.
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  registerTextRules(app);
  // The game provider's pages open in a frame of the site where it allows (and nobody else's do).
  const assetOrigins = config.PUBLIC_ASSET_BASE ? [new URL(config.PUBLIC_ASSET_BASE).origin] : [];
  // The static Storybooks, when served, have a policy of their own (inline scripts, a same-origin frame).
  const storybookHeaders = config.SERVE_STORYBOOK
    ? [{ prefix: STORYBOOK_PATH, options: storybookSecurityHeaders }]
    : [];
  registerSecurityHeaders(app, config.GAME_PROVIDER_FRAME_ORIGINS, assetOrigins, storybookHeaders);
  // Only the known-device cookie of the login throttle is read.
  await app.register(fastifyCookie);
  // API answers are compressed on the fly (fast brotli); site files come precompressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const shared = sharedInfrastructure(app, deps);
  // A brand's own front end on another origin may call the API as that brand (its file's `origins`).
  await registerCors(app, shared.merchants);
  refuseDisabledModules(app, shared);
  // Areas are plain functions, not registered plugins: their routes and hooks stay in the root scope.
  const catalogue = await catalogueArea(app, shared);
  const content = await contentArea(app, shared);
  memberEventRoutes(app, { ...shared, service: content.service });
  const { kyc } = await kycAndRecordsArea(app, shared);
  await walletAndPlayArea(app, shared, { beforeWithdraw: kyc.assertMayWithdraw });
  const agents = await agentsArea(app, shared);
  const settlement = settlementJob(agents.contracts, config.SETTLEMENT_INTERVAL_SECONDS * 1000, (err) =>
    app.log.error({ err }, 'contract settlement'),
  );
  app.addHook('onClose', async () => settlement.stop());
  await accountsArea(app, shared);
  if (config.LOBBY_DEV_TOOLS) devToolsArea(app, shared);
  await operatorArea(app, shared, { ...catalogue, ...content, ...agents });
  await siteArea(app, shared);
  await consoleRoutes(app, config.CONSOLE_DIR);
  if (config.SERVE_STORYBOOK)
    await app.register(storybookRoutes, {
      prefix: STORYBOOK_PATH,
      components: config.STORYBOOK_COMPONENTS_DIR,
      screens: config.STORYBOOK_SCREENS_DIR,
    });
  return app;
}
