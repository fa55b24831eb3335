// `npm run operator -- <command>`: operators' accounts from the machine that runs the server, on
// its database directly. It is how a brand gets its first admin (never a default password), and
// how an admin locked out or without a phone gets back in. Every change is audited.
import { ALL_BRANDS, OPERATOR_ROLES, operatorGrantsSchema, operatorUsernameSchema } from '@lobby/contract/operator';
import { operatorSecretBox } from './adapters/secret-box';
import { loadConfig } from './config';
import { operatorsRepo } from './db/repositories/operators-repo';
import { AppError } from './errors';
import { openRuntime } from './runtime';
import { operatorAccounts, operatorIssuer } from './services/operator-accounts';
import { operatorAdmin } from './services/operator-admin';
import { rateLimiter } from './services/rate-limit';

const USAGE = `Usage: npm run operator -- <command>
  create <username> <role>[@BRAND]...   a new operator (roles: ${OPERATOR_ROLES.join(', ')}; no @BRAND: every brand)
  list                                  every operator, their roles and state
  token <username> [label] [days]       a personal API token for tools (npm run brand: OPERATOR_TOKEN)
  unlock <username>                     ends a lock after failed sign-ins
  reset <username>                      a new first password; the authenticator is enrolled again
The new password or token is printed once. The database is DATABASE_URL's, or DATA_DIR's.`;

const COMMAND_LINE = { ip: 'command line', userAgent: 'npm run operator' };

class CommandError extends Error {}

function grantsOf(args: string[]) {
  const parsed = operatorGrantsSchema.safeParse(
    args.map((arg) => {
      const [role, brand] = arg.split('@');
      return { role, brand: brand ?? ALL_BRANDS };
    }),
  );
  if (!parsed.success) throw new CommandError(`Roles are ${OPERATOR_ROLES.join(', ')}, each as role or role@BRAND.`);
  return parsed.data;
}

function usernameOf(arg: string | undefined) {
  const parsed = operatorUsernameSchema.safeParse(arg);
  if (!parsed.success) throw new CommandError('A username: 3 to 32 of a-z, 0-9, . _ -, starting with a letter.');
  return parsed.data;
}

async function run([command, ...args]: string[]): Promise<string> {
  if (!command || !['create', 'list', 'token', 'unlock', 'reset'].includes(command)) throw new CommandError(USAGE);
  const config = loadConfig();
  const runtime = await openRuntime(config);
  try {
    const repo = operatorsRepo(runtime.database.db);
    const accounts = operatorAccounts({
      repo,
      box: operatorSecretBox(config.ENCRYPTION_PRIVATE_KEY),
      limits: rateLimiter(runtime.cache),
      issuer: operatorIssuer(config.DEFAULT_MERCHANT),
      clock: () => new Date(),
    });
    const admin = operatorAdmin({ repo, accounts, clock: () => new Date() });
    const audit = (action: string, target: string, after: unknown = null) =>
      repo.audit({ operatorName: 'command line', ip: COMMAND_LINE.ip, action, target, after });
    if (command === 'list') return JSON.stringify(await admin.list(), null, 2);
    const username = usernameOf(args[0]);
    if (command === 'create') {
      const grants = grantsOf(args.slice(1));
      const { password } = await admin.create(username, grants);
      await audit('operator.created', username, { grants });
      return `Created ${username}. First password, shown only now: ${password}\nThe first sign-in enrols an authenticator app.`;
    }
    if (command === 'reset') {
      const { password } = await admin.reset(username);
      await audit('operator.reset', username);
      return `Reset ${username}. New password, shown only now: ${password}\nThe next sign-in enrols an authenticator app.`;
    }
    if (command === 'unlock') {
      await admin.unlock(username);
      await audit('operator.unlocked', username);
      return `Unlocked ${username}.`;
    }
    const row = await repo.byUsername(username);
    if (!row) throw new CommandError(`No operator ${username}.`);
    const days = Number(args[2] ?? 90);
    if (!Number.isInteger(days) || days < 1 || days > 365) throw new CommandError('Days: 1 to 365.');
    // Whoever runs this can read the database anyway: no console sign-in is asked for.
    const made = await accounts.issueToken(row, args[1] ?? 'command line', days, COMMAND_LINE);
    return `A token for ${username} until ${made.expiresAt}, shown only now:\n${made.token}`;
  } catch (err) {
    if (err instanceof AppError) throw new CommandError(`Refused (${err.code})`);
    throw err;
  } finally {
    await runtime.close();
  }
}

run(process.argv.slice(2)).then(
  (out) => console.log(out),
  (err: unknown) => {
    console.error(err instanceof CommandError ? err.message : err);
    process.exit(1);
  },
);
