import { nodePreset } from '@lobby/vitest-config';

// Runs against the real server, started once on a free port (no fakes of our own API).
export default nodePreset({ globalSetup: ['./test/start-server.ts'], testTimeout: 20_000, hookTimeout: 60_000 });
