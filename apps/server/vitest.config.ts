import { nodePreset } from '@lobby/vitest-config';

export default nodePreset({
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Migrates and seeds once per run (a PGlite folder and, with DATABASE_URL, a PostgreSQL template);
  // every suite starts on a copy of its own (test/databases.ts), so files may run side by side.
  globalSetup: ['test/global-setup.ts'],
  // The suites are CPU-bound (PGlite, argon2, fuzzing): two workers for a 2-core machine; a third
  // measured no faster and only stretched the timing-sensitive tests.
  maxWorkers: 2,
  // A worker reuses its loaded modules (src, PGlite's WebAssembly) for its next file instead of
  // loading them again per file. Safe while no server test mocks modules (vi.mock) or changes
  // globals: every suite builds its own app, config, database and cache.
  isolate: false,
});
