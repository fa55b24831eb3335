import type { BannerGroup } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { banners, type BannerTitles } from '../db/schema';

interface BannerSeed {
  /** English: the banner's title, and every language without its own. */
  title: string;
  /** The title in Burmese and Chinese. */
  titles: BannerTitles & { my: string; cn: string };
  link?: string;
}

/** Demo banners per group: four on the home carousel, one or two on each category page. */
const BANNER_SEEDS: Record<BannerGroup, BannerSeed[]> = {
  m_home: [
    {
      title: 'Welcome bonus 100%',
      titles: { my: 'ကြိုဆိုရေး ဘောနပ်စ် 100%', cn: '新会员欢迎奖金 100%' },
      link: '/m/activity',
    },
    {
      title: 'JILI slots week',
      titles: { my: 'JILI စလော့ဂိမ်း ရက်သတ္တပတ်', cn: 'JILI 老虎机周' },
      link: '/m/jili',
    },
    {
      title: 'Live casino nights',
      titles: { my: 'တိုက်ရိုက် ကာစီနို ညများ', cn: '真人娱乐场之夜' },
      link: '/m/live-games',
    },
    { title: 'Daily rebate up to 1%', titles: { my: 'နေ့စဉ် ပြန်အမ်းငွေ 1% အထိ', cn: '每日返水高达 1%' } },
  ],
  m_rng: [
    {
      title: 'Spin the new slots',
      titles: { my: 'စလော့ဂိမ်းအသစ်များကို လှည့်ကစားလိုက်ပါ', cn: '畅玩全新老虎机' },
      link: '/m/slot-games',
    },
    { title: 'Free spins Friday', titles: { my: 'သောကြာနေ့ အခမဲ့ လှည့်ခွင့်များ', cn: '周五免费旋转' } },
  ],
  m_sports: [
    {
      title: 'Football weekend',
      titles: { my: 'စနေ၊ တနင်္ဂနွေ ဘောလုံးပွဲများ', cn: '足球周末' },
      link: '/m/sport-games',
    },
  ],
  m_pvp: [{ title: 'Poker tournaments', titles: { my: 'ပိုကာ ပြိုင်ပွဲများ', cn: '扑克锦标赛' }, link: '/m/poker-games' }],
  m_live: [
    {
      title: 'Baccarat with real dealers',
      titles: { my: 'တကယ့် ဒီလာများနှင့် ဘာကာရက် ကစားပါ', cn: '真人荷官百家乐' },
      link: '/m/live-games',
    },
    { title: 'Roulette royale', titles: { my: 'ဘုရင့် ရူလက်', cn: '皇家轮盘' } },
  ],
  m_fish: [{ title: 'Ocean king hunt', titles: { my: 'ပင်လယ်ဘုရင် ငါးဖမ်းပွဲ', cn: '海王捕鱼' }, link: '/m/fishing-games' }],
  m_lott: [{ title: 'Vietnam lotto draws', titles: { my: 'ဗီယက်နမ် ထီ ဖွင့်ပွဲများ', cn: '越南彩票开奖' }, link: '/m/lott' }],
  m_elott: [
    {
      title: 'Speed lotto every minute',
      titles: { my: 'မိနစ်တိုင်း ဖွင့်သော အမြန်ထီ', cn: '极速彩 每分钟开奖' },
      link: '/m/elott',
    },
  ],
  m_reg: [
    {
      title: 'Join today, play in seconds',
      titles: { my: 'ယနေ့ပင် အဖွဲ့ဝင်ပါ၊ စက္ကန့်ပိုင်းအတွင်း ကစားနိုင်ပါပြီ', cn: '立即注册，秒速开玩' },
      link: '/m/register',
    },
  ],
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
        titles: seed.titles,
        url: `${PATHS.bannerImage}/${id}.svg`,
        link: seed.link ?? null,
      };
    }),
  );
}

/**
 * Adds the demo banners when the brand has none, so data folders seeded before banners existed
 * get them too; demo banners seeded before titles had languages get theirs (unless the operator
 * changed the title). Safe to run on every start and from several instances at once.
 */
export async function seedBanners(db: Db, merchantCode: string): Promise<boolean> {
  const rows = demoBanners(merchantCode);
  const [any] = await db
    .select({ id: banners.id })
    .from(banners)
    .where(eq(banners.merchantCode, merchantCode))
    .limit(1);
  if (!any) {
    await db.insert(banners).values(rows).onConflictDoNothing();
    return true;
  }
  for (const row of rows) {
    await db
      .update(banners)
      .set({ titles: row.titles })
      .where(and(eq(banners.id, row.id), eq(banners.title, row.title), sql`${banners.titles} = '{}'::jsonb`));
  }
  return false;
}
