import type { Language } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inboxMessages } from '../db/schema';

const MESSAGES: { key: string; daysAgo: number; text: Record<Language, { title: string; content: string }> }[] = [
  {
    key: 'welcome',
    daysAgo: 2,
    text: {
      en: {
        title: 'Welcome to the lobby',
        content: '<p>Your account is ready. Promotions for new players are waiting under <b>Promotions</b>.</p>',
      },
      cn: { title: '欢迎来到游戏大厅', content: '<p>您的账户已就绪，新人优惠请查看<b>优惠活动</b>。</p>' },
      my: {
        title: 'ဂိမ်းခန်းမမှ ကြိုဆိုပါသည်',
        content: '<p>သင့်အကောင့် အသင့်ဖြစ်ပါပြီ။ ကစားသမားသစ် ပရိုမိုးရှင်းများကို <b>ပရိုမိုးရှင်း</b> တွင် ကြည့်ပါ။</p>',
      },
    },
  },
  {
    key: 'security',
    daysAgo: 1,
    text: {
      en: {
        title: 'Keep your account safe',
        content: '<p>We never ask for your password. Change it from <b>Settings</b> if you think someone knows it.</p>',
      },
      cn: {
        title: '保护您的账户安全',
        content: '<p>我们绝不会索要您的密码。如怀疑密码泄露，请在<b>设置</b>中修改。</p>',
      },
      my: {
        title: 'သင့်အကောင့်ကို လုံခြုံအောင်ထားပါ',
        content: '<p>ကျွန်ုပ်တို့သည် သင့်စကားဝှက်ကို ဘယ်တော့မှ မမေးပါ။ တစ်စုံတစ်ယောက် သိနေသည်ဟု ထင်ပါက <b>ဆက်တင်များ</b> မှ ပြောင်းပါ။</p>',
      },
    },
  },
];

const DAY_MS = 86_400_000;

/** Brand-wide inbox messages in every interface language. */
export function demoInbox(merchantCode: string, now = new Date()): (typeof inboxMessages.$inferInsert)[] {
  return MESSAGES.flatMap((m) =>
    (Object.keys(m.text) as Language[]).map((language) => ({
      id: `${merchantCode}-inbox-${m.key}-${language}`,
      merchantCode,
      memberId: null,
      language,
      ...m.text[language],
      createdAt: new Date(now.getTime() - m.daysAgo * DAY_MS),
    })),
  );
}

/** Adds the demo inbox when the brand has none (safe on every start). */
export async function seedInbox(db: Db, merchantCode: string): Promise<boolean> {
  const [any] = await db
    .select({ id: inboxMessages.id })
    .from(inboxMessages)
    .where(eq(inboxMessages.merchantCode, merchantCode))
    .limit(1);
  if (any) return false;
  await db.insert(inboxMessages).values(demoInbox(merchantCode)).onConflictDoNothing();
  return true;
}
