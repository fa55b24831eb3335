// Local key pairs for the provider and the platform, made once per folder (never committed):
//   node apps/game-provider/scripts/dev-keys.mjs <folder>
// writes provider-private.pem / provider-public.pem (the provider signs its wallet calls; the
// platform checks them) and platform-private.pem / platform-public.pem (the platform signs its
// launch and catalogue calls; the provider checks them), and prints the environment of each side.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The four PEM files in `dir`, made if missing; answers their paths. */
export function devKeys(dir) {
  mkdirSync(dir, { recursive: true });
  const files = {};
  for (const side of ['provider', 'platform']) {
    const privateFile = path.join(dir, `${side}-private.pem`);
    const publicFile = path.join(dir, `${side}-public.pem`);
    if (!existsSync(privateFile) || !existsSync(publicFile)) {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      writeFileSync(privateFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
      writeFileSync(publicFile, publicKey.export({ type: 'spki', format: 'pem' }));
    }
    files[side] = { private: privateFile, public: publicFile };
  }
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node apps/game-provider/scripts/dev-keys.mjs <folder>');
    process.exit(1);
  }
  const files = devKeys(path.resolve(dir));
  console.log(`# the game provider
PROVIDER_PRIVATE_KEY_FILE=${files.provider.private}
PLATFORM_PUBLIC_KEYS_FILE=${files.platform.public}
# the platform: its private key signs launch and catalogue calls, the provider's public key checks wallet calls
#   ${files.platform.private}
#   ${files.provider.public}`);
}
