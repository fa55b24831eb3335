import type { SettingsRepo } from '../db/repositories/settings-repo';
import { AppError } from '../errors';

/** Known merchant codes, loaded once and reloaded when an unknown code shows up. */
export function merchantDirectory(repo: SettingsRepo, defaultMerchant: string) {
  let known = new Set<string>();
  let loadedAt = 0;
  const RELOAD_MS = 30_000;

  async function resolve(code: string | undefined): Promise<string> {
    const wanted = code ?? defaultMerchant;
    if (known.has(wanted)) return wanted;
    if (Date.now() - loadedAt > RELOAD_MS || known.size === 0) {
      known = new Set(await repo.merchantCodes());
      loadedAt = Date.now();
      if (known.has(wanted)) return wanted;
    }
    throw new AppError('merchant.unknown', 400);
  }
  return { resolve };
}
export type MerchantDirectory = ReturnType<typeof merchantDirectory>;
