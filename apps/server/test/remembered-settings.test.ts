import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rememberedSettings, settingsRepo } from '../src/db/repositories/settings-repo';
import { siteSettings } from '../src/db/schema';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

describe.each(TEST_DATABASES)('remembered brand settings on $name', (database) => {
  const t = useTestApp(database);

  it('reads a brand once per interval, forgets it on its own writes and hands out frozen settings', async () => {
    const db = t.runtime.database.db;
    let clock = 1_000;
    const stored = settingsRepo(db);
    const repo = rememberedSettings(stored, 5_000, () => clock);
    const renameByHand = (name: string) =>
      db
        .update(siteSettings)
        .set({ settings: sql`jsonb_set(${siteSettings.settings}, '{siteName}', ${JSON.stringify(name)}::jsonb)` })
        .where(eq(siteSettings.merchantCode, 'DEMO'));

    const first = await repo.forMerchant('DEMO');
    expect(Object.isFrozen(first?.whitelabel)).toBe(true);
    await renameByHand('Changed by hand');
    // Within the interval the kept settings answer; after it the database does.
    clock = 5_999;
    expect((await repo.forMerchant('DEMO'))?.siteName).toBe(first?.siteName);
    clock = 6_001;
    expect((await repo.forMerchant('DEMO'))?.siteName).toBe('Changed by hand');

    // A write through the repository shows at once.
    await repo.updateWhitelabel('DEMO', { REWCEN3: !first?.whitelabel.REWCEN3 });
    expect((await repo.forMerchant('DEMO'))?.whitelabel.REWCEN3).toBe(!first?.whitelabel.REWCEN3);
    await repo.updateWhitelabel('DEMO', { REWCEN3: first?.whitelabel.REWCEN3 ?? false });
    await renameByHand(first?.siteName ?? '');
    expect(await repo.forMerchant('NOBODY')).toBeNull();
  });
});
