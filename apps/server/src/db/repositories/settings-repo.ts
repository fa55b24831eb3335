import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { merchants, siteSettings, type StoredSettings } from '../schema';

export function settingsRepo(db: Db) {
  return {
    /** Every brand with the host names it is served at. */
    async brandHosts(): Promise<{ code: string; hosts: string[] }[]> {
      const rows = await db
        .select({ code: merchants.code, hosts: sql<string[] | null>`${siteSettings.settings}->'domainRoute'` })
        .from(merchants)
        .leftJoin(siteSettings, eq(siteSettings.merchantCode, merchants.code));
      return rows.map((r) => ({ code: r.code, hosts: r.hosts ?? [] }));
    },
    /** Stores a brand whole, the brand and its settings together (created or replaced). */
    async saveBrand(code: string, name: string, settings: StoredSettings): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(merchants).values({ code, name }).onConflictDoUpdate({ target: merchants.code, set: { name } });
        await tx
          .insert(siteSettings)
          .values({ merchantCode: code, settings })
          .onConflictDoUpdate({ target: siteSettings.merchantCode, set: { settings, updatedAt: new Date() } });
      });
    },
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
