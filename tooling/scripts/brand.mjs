// `npm run brand -- ...`: the server's brand command, run from its sources (apps/server/src/brand-command.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const server = path.join(root, 'apps/server');
// npm runs scripts from the root: a brand file is found where the command was typed.
const typedIn = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2).map((arg) => (arg.endsWith('.json') ? path.resolve(typedIn, arg) : arg));
const tsx = path.join(server, 'node_modules/tsx/dist/cli.mjs');
const result = spawnSync(process.execPath, [tsx, '--conditions=source', 'src/brand-command.ts', ...args], {
  cwd: server,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
