import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { banners, games, siteSettings } from '../src/db/schema';
import { openRuntime } from '../src/runtime';
import { demoCatalogue } from '../src/seed/seed';
import { testConfig } from './databases';

describe('PGlite data folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lobby-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Two real starts on a data folder (migrate, seed with password hashing): slow on a loaded CI.
  it('keeps data across a restart and seeds only once', async () => {
    const config = testConfig({ DATA_DIR: dir });
    const first = await openRuntime(config);
    await first.database.db.update(games).set({ isNew: true }).where(eq(games.gameId, 'JL-RNG-001'));
    const total = (await first.database.db.select({ id: games.gameId }).from(games)).length;
    await first.close();

    const second = await openRuntime(config);
    const [row] = await second.database.db.select().from(games).where(eq(games.gameId, 'JL-RNG-001'));
    expect(row?.isNew).toBe(true);
    expect((await second.database.db.select({ id: games.gameId }).from(games)).length).toBe(total);
    await second.close();
  }, 90_000);
});

describe('a data folder seeded before banners and vendor sorting existed', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lobby-pglite-old-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gets the banners and the new settings on the next start, keeping its own settings', async () => {
    const config = testConfig({ DATA_DIR: dir });
    const first = await openRuntime(config);
    const { db } = first.database;
    const bannerCount = (await db.select({ id: banners.id }).from(banners)).length;
    // What the older version left behind: no banners, settings without the catalogue keys.
    await db.delete(banners);
    await db.update(siteSettings).set({
      settings: sql`(${siteSettings.settings} - 'vendorSorting' - 'vendorMapping' - 'menuCategories') || '{"siteName":"Old brand"}'::jsonb`,
    });
    await first.close();

    const second = await openRuntime(config);
    expect((await second.database.db.select({ id: banners.id }).from(banners)).length).toBe(bannerCount);
    const [row] = await second.database.db.select().from(siteSettings);
    expect(row?.settings.siteName).toBe('Old brand');
    expect(row?.settings.vendorSorting.length).toBeGreaterThan(0);
    expect(row?.settings.menuCategories.slice(0, 2)).toEqual(['HOME', 'HOT']);
    expect(row?.settings.vendorMapping.ELOTT).toBeDefined();
    await second.close();

    // A third start finds nothing to add.
    const third = await openRuntime(config);
    expect((await third.database.db.select({ id: banners.id }).from(banners)).length).toBe(bannerCount);
    await third.close();
  });
});

describe('demo catalogue', () => {
  it('is deterministic and large enough for every category', () => {
    const a = demoCatalogue();
    const b = demoCatalogue();
    expect(a).toEqual(b);
    expect(a.gameRows.length).toBeGreaterThanOrEqual(600);
    expect(new Set(a.vendorRows.map((v) => v.code)).size).toBeGreaterThanOrEqual(12);
    for (const type of ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT']) {
      expect(
        a.gameRows.some((g) => g.gameType === type),
        type,
      ).toBe(true);
    }
    expect(a.gameRows.some((g) => g.gameClassify === 'BG')).toBe(true);
  });
});
