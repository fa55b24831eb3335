import { buildApp } from './app';
import { loadConfig } from './config';
import { openRuntime } from './runtime';

async function main() {
  const config = loadConfig();
  const runtime = await openRuntime(config, (msg) => console.log(msg));
  const app = await buildApp({ config, ...runtime });
  app.addHook('onClose', () => runtime.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Closing lets PGlite flush its data folder, so the next start finds everything.
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`lobby on ${address}/m/home (database: ${runtime.database.kind}, cache: ${runtime.cache.kind})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
