import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { merchants, siteSettings } from '../schema';

export function settingsRepo(db: Db) {
  return {
    async merchantCodes(): Promise<string[]> {
      const rows = await db.select({ code: merchants.code }).from(merchants);
      return rows.map((r) => r.code);
    },
    async forMerchant(code: string) {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.merchantCode, code));
      return row?.settings ?? null;
    },
  };
}
export type SettingsRepo = ReturnType<typeof settingsRepo>;
