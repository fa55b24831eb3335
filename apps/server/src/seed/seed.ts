import { brandSchema, SECOND_BRAND, SECOND_BRAND_CODE } from '@lobby/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { contractsRepo } from '../db/repositories/contracts-repo';
import { settingsRepo } from '../db/repositories/settings-repo';
import { games, merchants, siteSettings, vendors, type StoredSettings } from '../db/schema';
import { settingsOfBrand } from '../services/brand-settings';
import { DEFAULT_REBATES } from '../services/contract-service';
import { seedAnnouncements } from './announcements';
import { seedBanners } from './banners';
import { seedDemoAccounts, seedDemoAgent } from './demo-accounts';
import { gameNames } from './game-names';
import { seedHelp } from './help';
import { seedInbox } from './inbox';
import { seedLotusThai } from './lotus-thai';
import { seedPromoCodes } from './promo-codes';
import { seedPromotions } from './promotions';
import { seededRandom } from './random';
import { demoSettings } from './site-settings';
import { VENDOR_SEEDS } from './vendors';

const HOT_GAMES = 30;

/** Builds the demo catalogue rows; pure and deterministic. */
export function demoCatalogue() {
  const rand = seededRandom(20240101);
  const used = new Set<string>();
  const vendorRows = VENDOR_SEEDS.map((v, sort) => ({
    code: v.code,
    gameType: v.gameType,
    displayName: v.displayName,
    gameClassify: v.gameClassify ?? '',
    isHot: v.isHot ?? false,
    sort,
  }));
  const gameRows: (typeof games.$inferInsert)[] = [];
  for (const v of VENDOR_SEEDS) {
    for (let n = 0; n < v.count; n++) {
      const kind = v.gameClassify === 'BG' ? 'BG' : v.gameType;
      const names = gameNames(rand, kind, v.code, n, used);
      const gameCode = `${v.code}${v.gameClassify ?? ''}-${v.gameType}-${String(n + 1).padStart(3, '0')}`;
      gameRows.push({
        gameId: gameCode,
        nodeId: String(100000 + gameRows.length),
        gameCode,
        vendorCode: v.code,
        gameType: v.gameType,
        gameClassify: v.gameClassify ?? '',
        names,
        isHot: false,
        isNew: rand() < 0.12,
        sort: n,
      });
    }
  }
  // Hot games: a deterministic spread over types, with vendors flagged hot first.
  const candidates = gameRows
    .map((g) => ({ g, weight: rand() + (VENDOR_SEEDS.find((v) => v.code === g.vendorCode)?.isHot ? 0.6 : 0) }))
    .filter(({ g }) => g.gameType !== 'LOTT' && g.gameType !== 'ELOTT')
    .sort((a, b) => b.weight - a.weight)
    .slice(0, HOT_GAMES);
  candidates.forEach(({ g }, rank) => {
    g.isHot = true;
    g.hotRank = rank + 1;
  });
  return { vendorRows, gameRows };
}

/**
 * Seeds the demo brand once (true when it did), then runs the idempotent steps that bring a
 * brand seeded by an older version up to date.
 */
export async function seedDemo(db: Db, merchantCode: string, options: { popups?: boolean } = {}): Promise<boolean> {
  const seeded = await seedBrand(db, merchantCode);
  await addMissingSettings(db, merchantCode);
  // The demo's popups are all on or all off together (the announcement popup below too).
  await db
    .update(siteSettings)
    .set({
      settings: sql`jsonb_set(${siteSettings.settings}, '{invitePopup}', ${JSON.stringify(options.popups ?? true)}::jsonb)`,
    })
    .where(eq(siteSettings.merchantCode, merchantCode));
  await seedBanners(db, merchantCode);
  await seedAnnouncements(db, merchantCode, { popups: options.popups ?? true });
  await seedPromotions(db, merchantCode);
  await seedHelp(db, merchantCode);
  await seedPromoCodes(db, merchantCode);
  await seedInbox(db, merchantCode);
  await seedDemoAccounts(db, merchantCode);
  await seedDemoAgent(db, merchantCode);
  await contractsRepo(db).seedRebates(merchantCode, DEFAULT_REBATES);
  if (merchantCode !== SECOND_BRAND_CODE) await seedSecondBrand(db);
  return seeded;
}

/**
 * The second demo brand (SECOND_BRAND), once, beside the first on the same catalogue: its banners,
 * notices, promotions and help, no accounts (it takes no registrations).
 */
async function seedSecondBrand(db: Db): Promise<void> {
  const code = SECOND_BRAND_CODE;
  const existing = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, code));
  const brand = brandSchema.parse(SECOND_BRAND);
  const settings = settingsOfBrand(brand, demoSettings(code));
  if (existing.length === 0) await settingsRepo(db).saveBrand(code, brand.name, settings);
  await addMissingSettings(db, code, settings);
  await seedBanners(db, code);
  await seedAnnouncements(db, code, { popups: false });
  await seedPromotions(db, code);
  await seedHelp(db, code);
  await seedLotusThai(db, code);
  await seedDemoAccounts(db, code);
}

/** The brand, its settings and the catalogue; a second call finds the brand and does nothing. */
async function seedBrand(db: Db, merchantCode: string): Promise<boolean> {
  const existing = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, merchantCode));
  if (existing.length > 0) return false;
  const { vendorRows, gameRows } = demoCatalogue();
  await db.transaction(async (tx) => {
    await tx.insert(merchants).values({ code: merchantCode, name: 'Demo brand' });
    await tx.insert(siteSettings).values({ merchantCode, settings: demoSettings(merchantCode) });
    await tx.insert(vendors).values(vendorRows).onConflictDoNothing();
    for (let i = 0; i < gameRows.length; i += 200) {
      await tx
        .insert(games)
        .values(gameRows.slice(i, i + 200))
        .onConflictDoNothing();
    }
  });
  return true;
}

/**
 * Adds the settings keys a newer version introduced (vendorSorting, menuCategories, ...) to a
 * stored brand; `defaults || stored` keeps every value the brand already has.
 */
async function addMissingSettings(
  db: Db,
  merchantCode: string,
  defaults: StoredSettings = demoSettings(merchantCode),
): Promise<void> {
  const [row] = await db
    .select({ settings: siteSettings.settings })
    .from(siteSettings)
    .where(eq(siteSettings.merchantCode, merchantCode));
  if (!row) return;
  if (Object.keys(defaults).every((key) => key in row.settings)) return;
  await db
    .update(siteSettings)
    .set({ settings: sql`${JSON.stringify(defaults)}::jsonb || ${siteSettings.settings}`, updatedAt: new Date() })
    .where(eq(siteSettings.merchantCode, merchantCode));
}
