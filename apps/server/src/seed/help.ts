import { LANGUAGES, type Language } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { helpEntries } from '../db/schema';

type Text = Record<Language, { title: string; content: string }>;

interface Seed {
  tag: string;
  text: Text;
  children?: { tag: string; text: Text }[];
}

const SEEDS: Seed[] = [
  {
    tag: 'about',
    text: {
      en: {
        title: 'About us',
        content:
          '<p>We run a licensed lobby of slots, live casino, sports, lottery and more, open around the clock.</p>',
      },
      cn: { title: '关于我们', content: '<p>我们提供持牌的老虎机、真人娱乐、体育、彩票等游戏大厅，全天候开放。</p>' },
      my: {
        title: 'ကျွန်ုပ်တို့အကြောင်း',
        content: '<p>ကျွန်ုပ်တို့သည် စလော့၊ တိုက်ရိုက်ကာစီနို၊ အားကစား၊ ထီ စသည်တို့ကို ၂၄ နာရီ ဖွင့်ထားသော လိုင်စင်ရ ဂိမ်းခန်းမ ဖြစ်ပါသည်။</p>',
      },
    },
  },
  {
    tag: 'deposit',
    text: {
      en: {
        title: 'How to deposit',
        content:
          '<ol><li>Open <b>Deposit</b> from the footer.</li><li>Choose a method and amount.</li><li>Confirm; the balance updates within minutes.</li></ol>',
      },
      cn: {
        title: '如何存款',
        content:
          '<ol><li>点击底部的<b>存款</b>。</li><li>选择方式与金额。</li><li>确认后，余额将在数分钟内更新。</li></ol>',
      },
      my: {
        title: 'ငွေသွင်းနည်း',
        content:
          '<ol><li>အောက်ခြေမှ <b>ငွေသွင်း</b> ကို ဖွင့်ပါ။</li><li>နည်းလမ်းနှင့် ပမာဏ ရွေးပါ။</li><li>အတည်ပြုပါ၊ မိနစ်အနည်းငယ်အတွင်း လက်ကျန်ငွေ ပြောင်းပါမည်။</li></ol>',
      },
    },
    children: [
      {
        tag: 'deposit-limits',
        text: {
          en: {
            title: 'Deposit limits',
            content: '<p>The smallest deposit is 10; the largest depends on the method.</p>',
          },
          cn: { title: '存款限额', content: '<p>最低存款 10，最高额度视方式而定。</p>' },
          my: { title: 'ငွေသွင်း ကန့်သတ်ချက်', content: '<p>အနည်းဆုံး 10 ဖြစ်ပြီး အများဆုံးမှာ နည်းလမ်းပေါ် မူတည်ပါသည်။</p>' },
        },
      },
    ],
  },
  {
    tag: 'withdraw',
    text: {
      en: {
        title: 'How to withdraw',
        content: '<p>Withdrawals go to a bank account in your own name. Most arrive within 30 minutes.</p>',
      },
      cn: { title: '如何取款', content: '<p>取款将转入您本人名下的银行账户，多数在 30 分钟内到账。</p>' },
      my: { title: 'ငွေထုတ်နည်း', content: '<p>ငွေထုတ်ခြင်းကို သင့်အမည်ရှိ ဘဏ်အကောင့်သို့ ပို့ပါသည်။ အများစုမှာ မိနစ် 30 အတွင်း ရောက်ပါသည်။</p>' },
    },
  },
  {
    tag: 'responsible',
    text: {
      en: {
        title: 'Responsible gaming',
        content:
          '<p>Play for fun, set limits and take breaks. Players must be 18 or older. Ask customer service to pause your account at any time.</p>',
      },
      cn: {
        title: '理性博彩',
        content: '<p>娱乐为主，设定限额，适时休息。玩家须年满 18 岁。您可随时联系客服暂停账户。</p>',
      },
      my: {
        title: 'တာဝန်သိ ကစားခြင်း',
        content:
          '<p>ပျော်ရွှင်ရန် ကစားပါ၊ ကန့်သတ်ချက်ထားပြီး အနားယူပါ။ ကစားသူများ အသက် 18 နှစ်နှင့်အထက် ဖြစ်ရမည်။ အကောင့်ကို အချိန်မရွေး ခေတ္တရပ်ရန် ဖောက်သည်ဝန်ဆောင်မှုကို မေးပါ။</p>',
      },
    },
  },
  {
    tag: 'privacy',
    text: {
      en: {
        title: 'Privacy policy',
        content:
          '<p>We keep only what running your account needs, and never sell it. Passwords are stored as one-way hashes.</p>',
      },
      cn: { title: '隐私政策', content: '<p>我们只保存运营账户所需的信息，绝不出售。密码以单向哈希保存。</p>' },
      my: {
        title: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ',
        content: '<p>သင့်အကောင့်အတွက် လိုအပ်သည်များကိုသာ သိမ်းဆည်းပြီး မည်သည့်အခါမျှ မရောင်းပါ။ စကားဝှက်များကို တစ်လမ်းသွား hash အဖြစ် သိမ်းပါသည်။</p>',
      },
    },
  },
];

/** Help entries of a brand in every interface language, children after their parents. */
export function demoHelp(merchantCode: string): (typeof helpEntries.$inferInsert)[] {
  return LANGUAGES.flatMap((language) =>
    SEEDS.flatMap((seed, sequence) => {
      const id = `${merchantCode}-help-${seed.tag}-${language}`;
      return [
        { id, merchantCode, language, parentId: null, tag: seed.tag, sequence, ...seed.text[language] },
        ...(seed.children ?? []).map((child, i) => ({
          id: `${merchantCode}-help-${child.tag}-${language}`,
          merchantCode,
          language,
          parentId: id,
          tag: child.tag,
          sequence: i,
          ...child.text[language],
        })),
      ];
    }),
  );
}

/** Adds the demo help centre when the brand has none (safe on every start). */
export async function seedHelp(db: Db, merchantCode: string): Promise<boolean> {
  const [any] = await db
    .select({ id: helpEntries.id })
    .from(helpEntries)
    .where(eq(helpEntries.merchantCode, merchantCode))
    .limit(1);
  if (any) return false;
  await db.insert(helpEntries).values(demoHelp(merchantCode)).onConflictDoNothing();
  return true;
}
