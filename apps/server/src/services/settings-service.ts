import type { EncryptionPublicKey, SiteSettings } from '@lobby/contract';
import { systemStatus } from '@lobby/domain';
import type { SettingsRepo } from '../db/repositories/settings-repo';
import { AppError } from './errors';

export interface SystemSwitches {
  maintenance: boolean;
  regionRestriction: boolean;
}

export function settingsService(repo: SettingsRepo, switches: SystemSwitches, encryption: EncryptionPublicKey) {
  return {
    async consolidated(merchant: string, ip: string): Promise<SiteSettings> {
      const stored = await repo.forMerchant(merchant);
      if (!stored) throw new AppError('merchant.unknown', 400);
      return { ...stored, location: { ip }, ...switches, encryption };
    },
    status() {
      return { status: systemStatus(switches) };
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
