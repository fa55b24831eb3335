import type { Language, PromotionCategory } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { BonusRule } from '@lobby/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { promotions, promotionTexts } from '../db/schema';
import { promotionArtPath } from '../services/promotion-pictures';

type Text = Record<Language, { title: string; content: string }>;

interface Seed {
  key: string;
  category: Exclude<PromotionCategory, 'all'>;
  /** Days from seeding to the start (negative: started already) and, unless long-term, to the end. */
  startsIn: number;
  endsIn: number | null;
  /** What its text promises on claiming; none for promotions paid without a claim. */
  bonus?: BonusRule;
  text: Text;
}

const SEEDS: Seed[] = [
  {
    key: 'welcome',
    category: 'new_player',
    startsIn: -30,
    endsIn: null,
    // The member's first deposit ever, before joining too (demo01's is the seeded 1,000.00).
    bonus: { kind: 'match', percent: 100, minDepositMinor: 1_000, capMinor: 50_000, deposit: 'first' },
    text: {
      en: {
        title: 'Welcome bonus 100% up to 500',
        content:
          '<p>Make your first deposit of 10 or more and we match it <b>100%</b>, up to 500.</p><ol><li>Join this promotion.</li><li>Deposit and play.</li><li>Apply with a screenshot of your deposit.</li></ol><p>Turnover 10× within 30 days.</p>',
      },
      cn: {
        title: '首存 100% 欢迎奖金，最高 500',
        content:
          '<p>首次存款 10 起，即享 <b>100%</b> 奖金，最高 500。</p><ol><li>参加本活动。</li><li>存款并游戏。</li><li>上传存款截图提交申请。</li></ol><p>30 天内完成 10 倍流水。</p>',
      },
      my: {
        title: 'ကြိုဆိုဆုကြေး 100% (500 အထိ)',
        content:
          '<p>ပထမဆုံး 10 နှင့်အထက် ငွေသွင်းပါက <b>100%</b> (500 အထိ) ထပ်ဆောင်းပေးပါမည်။</p><ol><li>ဤပရိုမိုးရှင်းတွင် ပါဝင်ပါ။</li><li>ငွေသွင်းပြီး ကစားပါ။</li><li>ငွေသွင်းမှု ဓာတ်ပုံဖြင့် လျှောက်ထားပါ။</li></ol><p>ရက် 30 အတွင်း လည်ပတ်မှု 10 ဆ။</p>',
      },
    },
  },
  {
    key: 'reload',
    category: 'deposit_promo',
    startsIn: -7,
    endsIn: 60,
    // The largest deposit since joining made on a Saturday or Sunday (UTC, the calendar of
    // settlement periods too): one bonus per member, as each member has one application.
    bonus: {
      kind: 'match',
      percent: 20,
      minDepositMinor: 5_000,
      capMinor: 20_000,
      deposit: 'largestSinceJoining',
      days: [6, 0],
    },
    text: {
      en: {
        title: 'Weekend reload 20%',
        content: '<p>Every Saturday and Sunday, deposits of 50 or more earn a <b>20%</b> bonus up to 200.</p>',
      },
      cn: { title: '周末续存 20%', content: '<p>每周六、周日存款 50 起，可获 <b>20%</b> 奖金，最高 200。</p>' },
      my: {
        title: 'စနေ၊ တနင်္ဂနွေ ထပ်သွင်း 20%',
        content: '<p>စနေနှင့် တနင်္ဂနွေတိုင်း 50 နှင့်အထက် ငွေသွင်းပါက <b>20%</b> (200 အထိ) ဆုကြေးရပါမည်။</p>',
      },
    },
  },
  {
    key: 'rebate',
    category: 'rebate_promo',
    startsIn: -90,
    endsIn: null,
    text: {
      en: {
        title: 'Daily rebate up to 1%',
        content:
          '<p>Every bet on live casino and slots earns a rebate, paid the next morning. No application needed.</p>',
      },
      cn: {
        title: '每日返水最高 1%',
        content: '<p>真人娱乐与老虎机的每笔投注均可获得返水，次日早上自动发放，无需申请。</p>',
      },
      my: {
        title: 'နေ့စဉ် ပြန်အမ်းငွေ 1% အထိ',
        content: '<p>တိုက်ရိုက်ကာစီနိုနှင့် စလော့ လောင်းကြေးတိုင်းအတွက် နောက်တစ်နေ့နံနက် ပြန်အမ်းငွေ ရပါမည်။ လျှောက်ရန်မလိုပါ။</p>',
      },
    },
  },
  {
    key: 'football',
    category: 'sport_promo',
    startsIn: -3,
    endsIn: 25,
    text: {
      en: {
        title: 'Football weekend cashback 5%',
        content: '<p>Lost a football bet this weekend? Get <b>5%</b> back on Monday, up to 300.</p>',
      },
      cn: { title: '足球周末返现 5%', content: '<p>本周末足球投注失利？周一返还 <b>5%</b>，最高 300。</p>' },
      my: {
        title: 'ဘောလုံး အပတ်ကုန် ငွေပြန်အမ်း 5%',
        content: '<p>ဤအပတ်ကုန် ဘောလုံးလောင်းကြေး ရှုံးခဲ့ပါသလား။ တနင်္လာနေ့တွင် <b>5%</b> (300 အထိ) ပြန်ရပါမည်။</p>',
      },
    },
  },
  {
    key: 'slots-race',
    category: 'rng_promo',
    startsIn: 5,
    endsIn: 35,
    text: {
      en: {
        title: 'Slots race: 10,000 prize pool',
        content: '<p>The more you spin, the higher you climb. Top 100 players share <b>10,000</b>.</p>',
      },
      cn: {
        title: '老虎机竞赛：奖池 10,000',
        content: '<p>转得越多，排名越高。前 100 名玩家瓜分 <b>10,000</b> 奖池。</p>',
      },
      my: {
        title: 'စလော့ပြိုင်ပွဲ - ဆုငွေ 10,000',
        content: '<p>များများလှည့်လေ အဆင့်မြင့်လေ။ ထိပ်ဆုံး ကစားသူ 100 ဦး <b>10,000</b> ကို ခွဲဝေရယူပါမည်။</p>',
      },
    },
  },
  {
    key: 'app',
    category: 'app_download',
    startsIn: -60,
    endsIn: null,
    bonus: { kind: 'fixed', amountMinor: 800 },
    text: {
      en: {
        title: 'Get 8 free on the app',
        content: '<p>Download our app, log in once and apply: <b>8</b> free credit is yours.</p>',
      },
      cn: { title: '下载 APP 送 8 元', content: '<p>下载我们的 APP，登录一次并提交申请，即送 <b>8</b> 元彩金。</p>' },
      my: {
        title: 'အက်ပ်တွင် 8 အခမဲ့ရယူပါ',
        content: '<p>ကျွန်ုပ်တို့၏ အက်ပ်ကို ဒေါင်းလုဒ်လုပ်၍ တစ်ကြိမ်ဝင်ပြီး လျှောက်ထားပါ - <b>8</b> အခမဲ့ရပါမည်။</p>',
      },
    },
  },
];

const DAY_MS = 86_400_000;

/** Promotion rows and their texts in every interface language; pure for a given `now`. */
export function demoPromotions(merchantCode: string, now = new Date()) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const rows = SEEDS.map((seed, sequence) => ({
    id: `${merchantCode}-promo-${seed.key}`,
    merchantCode,
    category: seed.category,
    startDate: at(seed.startsIn),
    endDate: seed.endsIn === null ? null : at(seed.endsIn),
    noExpiry: seed.endsIn === null,
    // Its own picture, drawn from the promotion itself (its category, its words).
    images: [{ url: promotionArtPath(`${merchantCode}-promo-${seed.key}`), sequence: 1 }],
    sequence,
    bonusRule: seed.bonus ?? null,
  }));
  const texts = SEEDS.flatMap((seed) =>
    (Object.keys(seed.text) as Language[]).map((language) => ({
      promotionId: `${merchantCode}-promo-${seed.key}`,
      language,
      ...seed.text[language],
    })),
  );
  return { rows, texts };
}

/**
 * Adds the demo promotions when the brand has none (safe on every start); demo promotions seeded
 * before they carried a bonus rule get theirs, and those seeded with a banner's picture their own
 * (unless the operator gave them another).
 */
export async function seedPromotions(db: Db, merchantCode: string): Promise<boolean> {
  const { rows, texts } = demoPromotions(merchantCode);
  const [any] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.merchantCode, merchantCode))
    .limit(1);
  if (any) {
    for (const row of rows) {
      await db
        .update(promotions)
        .set({ images: row.images })
        .where(and(eq(promotions.id, row.id), sql`${promotions.images}::text like ${`%${PATHS.bannerImage}/%`}`));
    }
    for (const row of rows.filter((r) => r.bonusRule)) {
      await db
        .update(promotions)
        .set({ bonusRule: row.bonusRule })
        .where(and(eq(promotions.id, row.id), isNull(promotions.bonusRule)));
    }
    return false;
  }
  await db.insert(promotions).values(rows).onConflictDoNothing();
  await db.insert(promotionTexts).values(texts).onConflictDoNothing();
  return true;
}
