import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { merchants, siteSettings, type StoredSettings } from '../schema';

export function settingsRepo(db: Db) {
  return {
    async merchantCodes(): Promise<string[]> {
      const rows = await db.select({ code: merchants.code }).from(merchants);
      return rows.map((r) => r.code);
    },
    /** Switches some of a brand's feature flags (the operator's back office; dev tools here). */
    /** Switches feature flags and, when given, the invite popup and the offered languages. */
    async updateWhitelabel(
      code: string,
      flags: Partial<StoredSettings['whitelabel']>,
      {
        invitePopup,
        languages,
      }: { invitePopup?: boolean | undefined; languages?: StoredSettings['languages'] | undefined } = {},
    ): Promise<boolean> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.merchantCode, code));
      if (!row) return false;
      const settings = {
        ...row.settings,
        whitelabel: { ...row.settings.whitelabel, ...flags },
        ...(invitePopup === undefined ? {} : { invitePopup }),
        ...(languages === undefined ? {} : { languages }),
      };
      await db.update(siteSettings).set({ settings, updatedAt: new Date() }).where(eq(siteSettings.merchantCode, code));
      return true;
    },
    async forMerchant(code: string) {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.merchantCode, code));
      return row?.settings ?? null;
    },
  };
}
export type SettingsRepo = ReturnType<typeof settingsRepo>;
