import type { BannerGroup } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { banners } from '../db/schema';

/** Demo banners per group: four on the home carousel, one or two on each category page. */
const BANNER_SEEDS: Record<BannerGroup, { title: string; link?: string }[]> = {
  m_home: [
    { title: 'Welcome bonus 100%', link: '/m/activity' },
    { title: 'JILI slots week', link: '/m/jili' },
    { title: 'Live casino nights', link: '/m/live-games' },
    { title: 'Daily rebate up to 1%' },
  ],
  m_rng: [{ title: 'Spin the new slots', link: '/m/slot-games' }, { title: 'Free spins Friday' }],
  m_sports: [{ title: 'Football weekend', link: '/m/sport-games' }],
  m_pvp: [{ title: 'Poker tournaments', link: '/m/poker-games' }],
  m_live: [{ title: 'Baccarat with real dealers', link: '/m/live-games' }, { title: 'Roulette royale' }],
  m_fish: [{ title: 'Ocean king hunt', link: '/m/fishing-games' }],
  m_lott: [{ title: 'Vietnam lotto draws', link: '/m/lott' }],
  m_elott: [{ title: 'Speed lotto every minute', link: '/m/elott' }],
  m_reg: [{ title: 'Join today, play in seconds', link: '/m/register' }],
};

/** Deterministic banner rows of a brand; their art is generated at `PATHS.bannerImage`. */
export function demoBanners(merchantCode: string): (typeof banners.$inferInsert)[] {
  return Object.entries(BANNER_SEEDS).flatMap(([groupName, seeds]) =>
    seeds.map((seed, i) => {
      const id = `${merchantCode}-${groupName}-${i + 1}`;
      return {
        id,
        merchantCode,
        groupName,
        sequence: i + 1,
        title: seed.title,
        url: `${PATHS.bannerImage}/${id}.svg`,
        link: seed.link ?? null,
      };
    }),
  );
}

/**
 * Adds the demo banners when the brand has none, so data folders seeded before banners existed
 * get them too. Safe to run on every start and from several instances at once.
 */
export async function seedBanners(db: Db, merchantCode: string): Promise<boolean> {
  const [any] = await db
    .select({ id: banners.id })
    .from(banners)
    .where(eq(banners.merchantCode, merchantCode))
    .limit(1);
  if (any) return false;
  await db.insert(banners).values(demoBanners(merchantCode)).onConflictDoNothing();
  return true;
}
