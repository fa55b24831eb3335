import { buildPaymentProvider } from './app';
import { loadConfig } from './config';
import { openStore } from './store/store';

async function main() {
  const config = loadConfig();
  const store = openStore(config.dataDir);
  const { app, setPublicUrl } = await buildPaymentProvider({ config, store });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Callbacks still owed stay in the data folder; the next start sends them.
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

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  if (!config.publicUrl && address && typeof address === 'object') {
    setPublicUrl(`http://${config.host}:${address.port}`);
  }
  app.log.info(
    `payment provider on port ${typeof address === 'object' && address ? address.port : config.port}, platform ${config.platformId}, data ${config.dataDir}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
