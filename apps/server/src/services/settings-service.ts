import type { EncryptionPublicKey, FirebaseWebConfig, SiteSettings } from '@lobby/contract';
import { systemStatus } from '@lobby/domain';
import type { SettingsRepo } from '../db/repositories/settings-repo';
import type { StoredSettings } from '../db/schema';
import { AppError } from './errors';

export interface SystemSwitches {
  maintenance: boolean;
  regionRestriction: boolean;
}

export function settingsService(repo: SettingsRepo, switches: SystemSwitches, encryption: EncryptionPublicKey, firebase: FirebaseWebConfig | null = null) {
  async function stored(merchant: string): Promise<StoredSettings> {
    const row = await repo.forMerchant(merchant);
    if (!row) throw new AppError('merchant.unknown', 400);
    return row;
  }
  return {
    stored,
    /** Registration rules and countries have their own paths, so they stay out of this. */
    async consolidated(merchant: string, ip: string): Promise<SiteSettings> {
      const { registration: _registration, countries: _countries, ...site } = await stored(merchant);
      return { ...site, location: { ip }, ...switches, encryption, firebase };
    },
    status() {
      return { status: systemStatus(switches) };
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
