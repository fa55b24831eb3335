// Local shared secrets for the payment provider and the platform, made once per folder (never committed):
//   node apps/payment-provider/scripts/dev-secrets.mjs [folder]
// writes api-secret (the platform signs its calls with it; the provider checks them) and
// webhook-secret (the provider signs its callbacks; the platform checks them) in the folder
// (apps/payment-provider/.data/secrets by default), keeps them if they are there already, and
// prints the environment of each side.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_DIR = fileURLToPath(new URL('../.data/secrets', import.meta.url));

/** The two secret files in `dir`, made if missing; answers their paths and values. */
export function devSecrets(dir = DEFAULT_DIR) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const out = {};
  for (const name of ['api', 'webhook']) {
    const file = path.join(dir, `${name}-secret`);
    if (!existsSync(file)) writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    out[name] = { file, value: readFileSync(file, 'utf8').trim() };
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const secrets = devSecrets(process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_DIR);
  console.log(`# the payment provider
PAYMENT_API_SECRET_FILE=${secrets.api.file}
PAYMENT_WEBHOOK_SECRET_FILE=${secrets.webhook.file}
# the platform signs its calls with the first, and checks the provider's callbacks with the second
#   ${secrets.api.file}
#   ${secrets.webhook.file}`);
}
