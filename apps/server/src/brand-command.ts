// `npm run brand -- create|update <file.json> | list | show <CODE>`: the operator's brand tool.
// It checks a brand file against the contract first, then stores it through the running server's
// operator API (which serves it at once), or, with no server answering, in the database itself.
import { readFileSync } from 'node:fs';
import { brandProblems, brandSchema, type Envelope } from '@lobby/contract';
import { loadConfig, type Config } from './config';
import { settingsRepo } from './db/repositories/settings-repo';
import { AppError } from './errors';
import { OPERATOR_BRANDS_PATH } from './routes/operator-brands';
import { openRuntime } from './runtime';
import { demoSettings } from './seed/site-settings';
import { brandsService } from './services/brands-service';
import { merchantDirectory } from './services/merchants';

const USAGE = `Usage: npm run brand -- <command>
  create <file.json>   add a brand (its merchantCode must be new)
  update <file.json>   replace a brand's look and switches
  list                 every brand and its host names
  show <CODE>          a brand as a brand file
The running server (LOBBY_API_URL, else http://localhost:$PORT) stores it; with none answering,
the database (DATABASE_URL or DATA_DIR) is written directly. The server asks for an operator's
personal API token in OPERATOR_TOKEN (npm run operator -- token <you>, or the console).`;

class CommandError extends Error {}

function readBrandFile(file: string | undefined): unknown {
  if (!file) throw new CommandError(USAGE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new CommandError(`Cannot read ${file}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new CommandError(`${file} is not JSON: ${(err as Error).message}`);
  }
  const parsed = brandSchema.safeParse(json);
  if (!parsed.success) {
    throw new CommandError(
      `${file} is not a valid brand:\n${brandProblems(parsed.error)
        .map((p) => `  ${p}`)
        .join('\n')}`,
    );
  }
  return json;
}

type Request = { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown };

/** Asks the running server; undefined when none answers at that address. */
async function viaServer(base: string, token: string | undefined, request: Request): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: {
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch {
    return undefined;
  }
  if (res.status === 401)
    throw new CommandError(
      `${base} asks who you are: set OPERATOR_TOKEN to your personal API token (npm run operator -- token <you>).`,
    );
  const envelope = (await res.json()) as Envelope<unknown> & { data?: { fields?: string[] } };
  if (!envelope.success) {
    const fields = envelope.data?.fields ?? [];
    throw new CommandError([`Refused (${envelope.errorCode})`, ...fields.map((f) => `  ${f}`)].join('\n'));
  }
  return envelope.value;
}

/** Does the same on the database directly (no server running). */
async function viaDatabase(config: Config, command: string, arg: unknown): Promise<unknown> {
  const runtime = await openRuntime(config);
  try {
    const repo = settingsRepo(runtime.database.db);
    const brands = brandsService(repo, merchantDirectory(repo, config.DEFAULT_MERCHANT), demoSettings);
    if (command === 'create') return await brands.create(arg);
    if (command === 'update') return await brands.update(arg);
    if (command === 'show') return await brands.show(String(arg));
    return await brands.list();
  } catch (err) {
    if (err instanceof AppError) {
      const fields = (err.data?.fields as string[] | undefined) ?? [];
      throw new CommandError([`Refused (${err.code})`, ...fields.map((f) => `  ${f}`)].join('\n'));
    }
    throw err;
  } finally {
    await runtime.close();
  }
}

async function run(argv: string[]): Promise<string> {
  const [command, arg] = argv;
  let request: Request;
  let input: unknown = arg;
  if (command === 'create' || command === 'update') {
    input = readBrandFile(arg);
    const code = (input as { merchantCode: string }).merchantCode;
    request =
      command === 'create'
        ? { method: 'POST', path: OPERATOR_BRANDS_PATH, body: input }
        : { method: 'PUT', path: `${OPERATOR_BRANDS_PATH}/${code}`, body: input };
  } else if (command === 'show' && arg) {
    request = { method: 'GET', path: `${OPERATOR_BRANDS_PATH}/${encodeURIComponent(arg)}` };
  } else if (command === 'list') {
    request = { method: 'GET', path: OPERATOR_BRANDS_PATH };
  } else {
    throw new CommandError(USAGE);
  }
  const config = loadConfig();
  const base = config.LOBBY_API_URL ?? `http://localhost:${config.PORT}`;
  const answer = (await viaServer(base, config.OPERATOR_TOKEN, request)) ?? (await viaDatabase(config, command, input));
  if (command === 'create' || command === 'update') {
    const brand = answer as { merchantCode: string; hosts: string[] };
    return `${command === 'create' ? 'Created' : 'Updated'} ${brand.merchantCode}, served at ${brand.hosts.join(', ')}`;
  }
  return JSON.stringify(answer, null, 2);
}

run(process.argv.slice(2)).then(
  (out) => console.log(out),
  (err: unknown) => {
    console.error(err instanceof CommandError ? err.message : err);
    process.exit(1);
  },
);
