// `npm run brand -- ...` and `npm run operator -- ...`: the server's commands, run from their
// sources (apps/server/src/<name>-command.ts). The first argument names the command.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const COMMANDS = new Set(['brand', 'operator']);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const server = path.join(root, 'apps/server');
const [name, ...rest] = process.argv.slice(2);
if (!COMMANDS.has(name)) {
  console.error(`Unknown command ${name}: one of ${[...COMMANDS].join(', ')}`);
  process.exit(1);
}
// npm runs scripts from the root: a file is found where the command was typed.
const typedIn = process.env.INIT_CWD ?? process.cwd();
const args = rest.map((arg) => (arg.endsWith('.json') ? path.resolve(typedIn, arg) : arg));
const tsx = path.join(server, 'node_modules/tsx/dist/cli.mjs');
const result = spawnSync(process.execPath, [tsx, '--conditions=source', `src/${name}-command.ts`, ...args], {
  cwd: server,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
