import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../database';
import { merchants, siteSettings, wallets, type StoredSettings } from '../schema';

export function settingsRepo(db: Db) {
  return {
    /** Whether any member of the brand has a wallet (its currency is then fixed). */
    async hasWallets(code: string): Promise<boolean> {
      const [row] = await db
        .select({ code: wallets.merchantCode })
        .from(wallets)
        .where(eq(wallets.merchantCode, code))
        .limit(1);
      return row !== undefined;
    },
    /** Every brand with the host names it is served at and the origins of its own front ends. */
    async brandHosts(): Promise<{ code: string; hosts: string[]; origins: string[] }[]> {
      const rows = await db
        .select({
          code: merchants.code,
          hosts: sql<string[] | null>`${siteSettings.settings}->'domainRoute'`,
          origins: sql<string[] | null>`${siteSettings.settings}->'origins'`,
        })
        .from(merchants)
        .leftJoin(siteSettings, eq(siteSettings.merchantCode, merchants.code));
      return rows.map((r) => ({ code: r.code, hosts: r.hosts ?? [], origins: r.origins ?? [] }));
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
    /** Rewrites what operators keep in a brand's settings (its catalogue, canned replies); false for an unknown brand. */
    async updateOperated(
      code: string,
      change: (
        settings: StoredSettings,
      ) => Partial<Pick<StoredSettings, 'vendorSorting' | 'vendorMapping' | 'hiddenVendors' | 'cannedReplies'>>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.merchantCode, code)).for('update');
        if (!row) return false;
        const settings = { ...row.settings, ...change(row.settings) };
        await tx
          .update(siteSettings)
          .set({ settings, updatedAt: new Date() })
          .where(eq(siteSettings.merchantCode, code));
        return true;
      });
    },
    async forMerchant(code: string) {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.merchantCode, code));
      return row?.settings ?? null;
    },
  };
}
export type SettingsRepo = ReturnType<typeof settingsRepo>;

/** Freezes a settings object all the way down, so no reader can change what the next one reads. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** How instances tell each other a brand's settings were written (the event bus; none in a lone process). */
export interface BrandChangeFeed {
  brandChanged(merchantCode: string): void;
  onBrandChanged(listener: (merchantCode: string) => void): () => void;
}

/**
 * The settings repository with each brand's settings kept `ttlMs` after a read: every request
 * reads them, and parsing the stored row cost as much as the game page it served. Writes through
 * this repository are told on `feed`, and every instance hearing it forgets the brand at once;
 * writes elsewhere (another tool on the database) show within `ttlMs`.
 */
export function rememberedSettings(
  repo: SettingsRepo,
  ttlMs: number,
  now: () => number = Date.now,
  feed?: BrandChangeFeed,
): SettingsRepo {
  const kept =
    ttlMs > 0
      ? new LRUCache<string, StoredSettings>({ max: 1_000, ttl: ttlMs, perf: { now }, ttlResolution: 0 })
      : null;
  feed?.onBrandChanged((code) => kept?.delete(code));
  const written = (code: string) => {
    kept?.delete(code);
    feed?.brandChanged(code);
  };
  return {
    ...repo,
    async saveBrand(code, name, settings) {
      await repo.saveBrand(code, name, settings);
      written(code);
    },
    async updateWhitelabel(code, flags, options) {
      const changed = await repo.updateWhitelabel(code, flags, options);
      written(code);
      return changed;
    },
    async updateOperated(code, change) {
      const changed = await repo.updateOperated(code, change);
      written(code);
      return changed;
    },
    async forMerchant(code) {
      if (!kept) return repo.forMerchant(code);
      const hit = kept.get(code);
      if (hit) return hit;
      const settings = await repo.forMerchant(code);
      if (settings) kept.set(code, deepFreeze(settings));
      return settings;
    },
  };
}
