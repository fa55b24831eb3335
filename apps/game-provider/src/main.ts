import { buildProvider } from './app';
import { loadConfig } from './config';
import { openStore } from './store/store';

async function main() {
  const config = loadConfig();
  const store = openStore(config.dataDir);
  const { app, setPublicUrl } = await buildProvider({ config, store });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Owed wallet calls stay in the data folder; the next start sends them.
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
    `game provider ${config.providerCode} on port ${typeof address === 'object' && address ? address.port : config.port}, wallet ${config.walletUrl}, data ${config.dataDir}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
