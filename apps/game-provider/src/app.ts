import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createCatalogue } from './catalogue/catalogue';
import { skinPictures } from './catalogue/games';
import type { ProviderConfig } from './config';
import { CLIENT_DIR } from './paths';
import { CrashTable } from './play/crash-table';
import { iconSheet, PAGE_ICONS } from './play/icons';
import { playRoutes } from './play/play-routes';
import { RouletteTable } from './play/roulette-table';
import { Sessions } from './play/sessions';
import { SlotTable } from './play/slot-table';
import { stakesFor } from './play/stakes';
import { platformRoutes } from './protocol/platform-routes';
import type { Store } from './store/store';
import { Cashier } from './wallet/cashier';
import { Outbox } from './wallet/outbox';
import { walletClient } from './wallet/wallet-client';

export interface ProviderDeps {
  config: ProviderConfig;
  store: Store;
  /** The wallet's HTTP client (tests put a failing one in front of their fake platform). */
  fetch?: typeof fetch;
  now?: () => number;
  /** Where the page's script and styles are (dist/client once built). */
  clientDir?: string;
}

export interface Provider {
  app: FastifyInstance;
  outbox: Outbox;
  /** Sets the origin launch URLs start with, once the port is known. */
  setPublicUrl(url: string): void;
}

const ASSETS: Record<string, string> = {
  'game.js': 'application/javascript; charset=utf-8',
  'game.js.map': 'application/json; charset=utf-8',
  'game.css': 'text/css; charset=utf-8',
  'game.css.map': 'application/json; charset=utf-8',
};

/**
 * The provider as one Fastify app: the platform's launch and catalogue calls, the game pages and
 * their API, the wallet calls owed from before a restart (resumed here), and its static files.
 */
export async function buildProvider(deps: ProviderDeps): Promise<Provider> {
  const { config, store } = deps;
  const now = deps.now ?? Date.now;
  let publicUrl = config.publicUrl ?? `http://${config.host}:${config.port}`;

  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 64 * 1024 });
  const client = walletClient({
    baseUrl: config.walletUrl,
    providerCode: config.providerCode,
    privateKey: config.privateKey,
    timeoutMs: config.walletTimeoutMs,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const outbox = new Outbox(store, client, {
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    now,
    log: app.log,
    onAnswer: (entry, answer) => {
      const expected =
        answer.status === 'RS_OK' ||
        (entry.kind === 'rollback' && answer.status === 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      if (!expected)
        app.log.error({ entry: entry.id, round: entry.roundId, status: answer.status }, `${entry.method} refused`);
    },
  });
  const cashier = new Cashier({
    store,
    client,
    outbox,
    betAttempts: config.betAttempts,
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    demoBalance: (currency) => stakesFor(currency).demo,
    now,
  });
  const sessions = new Sessions(store, now);
  const catalogue = createCatalogue(store.dir, config.withdrawn, new Date(now()));
  const crash = new CrashTable(cashier, store, now);

  await platformRoutes(app, { config, catalogue, sessions, publicUrl: () => publicUrl });
  playRoutes(app, {
    sessions,
    cashier,
    slot: new SlotTable(cashier, config.slotMinSpinMs, now),
    roulette: new RouletteTable(cashier, now),
    crash,
    now,
  });

  const icons = iconSheet([...skinPictures(), ...PAGE_ICONS]);
  app.get('/assets/icons.svg', (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(icons),
  );
  const clientDir = deps.clientDir ?? CLIENT_DIR;
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const type = ASSETS[request.params.file];
    if (!type) return reply.code(404).send({ error: 'not found' });
    try {
      const body = await readFile(path.join(clientDir, request.params.file));
      return await reply.type(type).header('cache-control', 'no-cache').send(body);
    } catch {
      return reply.code(404).send({ error: 'not built: run the package build first' });
    }
  });
  app.get('/healthz', () => ({ ok: true }));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  // What a stopped process left: unanswered bets rolled back, crash rounds timed again, owed calls sent.
  crash.resume(cashier.recover());
  outbox.start();
  app.addHook('onClose', async () => {
    crash.close();
    await outbox.stop();
  });

  return {
    app,
    outbox,
    setPublicUrl(url) {
      publicUrl = url.replace(/\/+$/, '');
    },
  };
}
