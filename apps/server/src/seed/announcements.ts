import type { Language } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { announcements } from '../db/schema';

type Text = Record<Language, { title: string; content: string }>;

interface Seed {
  type: 'PL' | 'PU' | 'AG';
  execution: 'A' | 'B' | 'F';
  /** Days before seeding that it started. */
  daysAgo: number;
  /** A banner whose art illustrates it. */
  image?: string;
  text: Text;
}

const MAINTENANCE: Text = {
  en: {
    title: 'Scheduled maintenance on Tuesday',
    content:
      '<p>Slots of <b>PG Soft</b> pause on Tuesday from 02:00 to 04:00 for an upgrade.</p><p>Your balance is safe; other games stay open.</p>',
  },
  cn: {
    title: '周二例行维护',
    content:
      '<p><b>PG Soft</b> 老虎机将于周二 02:00 至 04:00 暂停升级。</p><p>您的余额安全无虞，其他游戏照常开放。</p>',
  },
  my: {
    title: 'အင်္ဂါနေ့ ပုံမှန်ပြုပြင်ထိန်းသိမ်းမှု',
    content: '<p><b>PG Soft</b> စလော့များကို အင်္ဂါနေ့ 02:00 မှ 04:00 အထိ အဆင့်မြှင့်တင်ရန် ခေတ္တရပ်ပါမည်။</p><p>သင့်လက်ကျန်ငွေ လုံခြုံပါသည်။</p>',
  },
};
const WELCOME: Text = {
  en: {
    title: 'Welcome bonus 100% on your first deposit',
    content:
      '<p>Deposit from 10 and receive <b>100%</b> up to 500.</p><ul><li>Turnover 10×</li><li>Valid 30 days</li></ul>',
  },
  cn: {
    title: '首存 100% 欢迎奖金',
    content: '<p>存款 10 起即可获得 <b>100%</b> 奖金，最高 500。</p><ul><li>10 倍流水</li><li>30 天内有效</li></ul>',
  },
  my: {
    title: 'ပထမဆုံး ငွေသွင်းမှုအတွက် 100% ကြိုဆိုဆုကြေး',
    content: '<p>10 မှစ၍ ငွေသွင်းပြီး အများဆုံး 500 အထိ <b>100%</b> ရယူပါ။</p><ul><li>လည်ပတ်မှု 10 ဆ</li><li>ရက် 30 အတွင်း</li></ul>',
  },
};
const RESPONSIBLE: Text = {
  en: {
    title: 'Play responsibly',
    content: '<p>Set yourself a budget and take breaks. Players must be 18 or older.</p>',
  },
  cn: { title: '理性游戏', content: '<p>请为自己设定预算并适时休息。玩家须年满 18 岁。</p>' },
  my: { title: 'တာဝန်သိစွာ ကစားပါ', content: '<p>ဘတ်ဂျက်သတ်မှတ်ပြီး အနားယူပါ။ ကစားသူများသည် အသက် 18 နှစ်နှင့်အထက် ဖြစ်ရပါမည်။</p>' },
};
const REBATE: Text = {
  en: {
    title: 'Daily rebate is now up to 1%',
    content: '<p>Every bet on live casino and slots earns a rebate, paid the next morning.</p>',
  },
  cn: { title: '每日返水最高 1%', content: '<p>真人娱乐与老虎机的每笔投注均可获得返水，次日早上发放。</p>' },
  my: { title: 'နေ့စဉ် ပြန်အမ်းငွေ 1% အထိ', content: '<p>တိုက်ရိုက်ကာစီနိုနှင့် စလော့ လောင်းကြေးတိုင်းအတွက် နောက်တစ်နေ့နံနက် ပြန်အမ်းငွေ ရပါမည်။</p>' },
};
const FIRST_LOGIN: Text = {
  en: {
    title: 'Welcome aboard',
    content: '<p>Thanks for joining. Check <b>Promotions</b> for your first-week offers.</p>',
  },
  cn: { title: '欢迎加入', content: '<p>感谢您的加入。请查看<b>优惠活动</b>领取首周礼遇。</p>' },
  my: { title: 'ကြိုဆိုပါသည်', content: '<p>ပါဝင်သည့်အတွက် ကျေးဇူးတင်ပါသည်။ ပထမအပတ် ကမ်းလှမ်းချက်များအတွက် <b>ပရိုမိုးရှင်း</b> ကို ကြည့်ပါ။</p>' },
};
const POPUP_VISITOR: Text = {
  en: {
    title: 'New here? Try free play',
    content: '<p>Every game can be tried with a free-play account before you register.</p>',
  },
  cn: { title: '新朋友？先免费试玩', content: '<p>注册前即可使用试玩账号体验所有游戏。</p>' },
  my: { title: 'အသစ်လား။ အခမဲ့ ကစားကြည့်ပါ', content: '<p>စာရင်းမသွင်းမီ အခမဲ့ကစားအကောင့်ဖြင့် ဂိမ်းတိုင်းကို စမ်းကစားနိုင်ပါသည်။</p>' },
};
const POPUP_MEMBER: Text = {
  en: {
    title: 'Weekend football cashback',
    content: '<p>Lost a football bet this weekend? Get <b>5%</b> back on Monday.</p>',
  },
  cn: { title: '周末足球返现', content: '<p>本周末足球投注失利？周一返还 <b>5%</b>。</p>' },
  my: {
    title: 'စနေ၊ တနင်္ဂနွေ ဘောလုံး ငွေပြန်အမ်း',
    content: '<p>ဤအပတ်ကုန် ဘောလုံးလောင်းကြေး ရှုံးခဲ့ပါသလား။ တနင်္လာနေ့တွင် <b>5%</b> ပြန်ရပါမည်။</p>',
  },
};

const AGENT_STATEMENTS: Text = {
  en: {
    title: 'Commission statements every Monday',
    content:
      '<p>Salary and dividend settlements of the past week are listed on your <b>agent page</b> every Monday morning.</p><p>Invite new players with your code to grow your team.</p>',
  },
  cn: {
    title: '每周一发布佣金结算',
    content:
      '<p>上周的日工资与分红结算将于每周一上午显示在您的<b>代理页面</b>。</p><p>使用您的邀请码邀请新玩家，扩大团队。</p>',
  },
  my: {
    title: 'တနင်္လာနေ့တိုင်း ကော်မရှင် စာရင်း',
    content:
      '<p>ပြီးခဲ့သည့်အပတ်၏ လစာနှင့် အမြတ်ဝေစု စာရင်းများကို တနင်္လာနေ့ နံနက်တိုင်း သင့် <b>အေးဂျင့်စာမျက်နှာ</b> တွင် ပြသပါမည်။</p><p>သင့်ကုဒ်ဖြင့် ကစားသမားအသစ်များကို ဖိတ်ခေါ်ပါ။</p>',
  },
};

const SEEDS: Seed[] = [
  { type: 'PL', execution: 'B', daysAgo: 1, text: MAINTENANCE },
  { type: 'PL', execution: 'B', daysAgo: 3, image: 'm_home-1', text: WELCOME },
  { type: 'PL', execution: 'B', daysAgo: 9, text: RESPONSIBLE },
  { type: 'PL', execution: 'A', daysAgo: 1, text: MAINTENANCE },
  { type: 'PL', execution: 'A', daysAgo: 2, image: 'm_home-4', text: REBATE },
  { type: 'PL', execution: 'A', daysAgo: 9, text: RESPONSIBLE },
  { type: 'PL', execution: 'F', daysAgo: 0, text: FIRST_LOGIN },
  { type: 'PU', execution: 'B', daysAgo: 0, text: POPUP_VISITOR },
  { type: 'PU', execution: 'A', daysAgo: 0, image: 'm_sports-1', text: POPUP_MEMBER },
  { type: 'AG', execution: 'A', daysAgo: 1, text: AGENT_STATEMENTS },
];

const DAY_MS = 86_400_000;

/** Announcement rows of a brand in every interface language. */
export function demoAnnouncements(
  merchantCode: string,
  now = new Date(),
  popups = true,
): (typeof announcements.$inferInsert)[] {
  return SEEDS.filter((seed) => popups || seed.type !== 'PU').flatMap((seed, i) =>
    (Object.keys(seed.text) as Language[]).map((language) => ({
      id: `${merchantCode}-${seed.type}${seed.execution}-${i + 1}-${language}`,
      merchantCode,
      type: seed.type,
      language,
      execution: seed.execution,
      title: seed.text[language].title,
      content: seed.text[language].content,
      startDate: new Date(now.getTime() - seed.daysAgo * DAY_MS - (i + 1) * 60_000),
      images: seed.image ? [{ url: `${PATHS.bannerImage}/${merchantCode}-${seed.image}.svg`, sequence: 1 }] : [],
    })),
  );
}

/** Adds the demo announcements when the brand has none (safe on every start). */
export async function seedAnnouncements(
  db: Db,
  merchantCode: string,
  options: { popups: boolean } = { popups: true },
): Promise<boolean> {
  const [any] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.merchantCode, merchantCode))
    .limit(1);
  if (any) return false;
  await db
    .insert(announcements)
    .values(demoAnnouncements(merchantCode, new Date(), options.popups))
    .onConflictDoNothing();
  return true;
}
