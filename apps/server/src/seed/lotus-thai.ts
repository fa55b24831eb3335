import type { Db } from '../db/database';
import { announcements, helpEntries, promotionTexts } from '../db/schema';

/**
 * The Thai content of the second brand (its languages are English, Thai and Vietnamese; its
 * content fallback is English): the ticker's notices, one promotion and the help centre, so a
 * Thai reader sees Thai where the brand wrote it and the rest, said to be English, in English.
 * Fixed ids: adding it again (every start) changes nothing.
 */
const NOTICES = [
  {
    key: 'welcome',
    title: 'ยินดีต้อนรับสู่ Lotus Play',
    content: '<p>สล็อต คาสิโนสด กีฬา และหวย เปิดให้บริการตลอด 24 ชั่วโมง</p>',
    minutesAgo: 30,
  },
  {
    key: 'responsible',
    title: 'เล่นอย่างมีความรับผิดชอบ',
    content: '<p>ตั้งวงเงินฝากและเวลาเล่นได้ที่หน้าการเล่นอย่างรับผิดชอบ</p>',
    minutesAgo: 60,
  },
];

const WELCOME_PROMOTION = {
  title: 'โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก',
  content:
    '<p>ฝากครั้งแรกรับโบนัส 100% สูงสุด 500</p><ol><li>กดเข้าร่วมโปรโมชั่นนี้</li><li>ฝากเงินและเล่น</li><li>ส่งคำขอพร้อมภาพหน้าจอการฝาก</li></ol>',
};

const HELP = [
  {
    tag: 'about',
    title: 'เกี่ยวกับเรา',
    content: '<p>Lotus Play เป็นเว็บเกมที่ได้รับใบอนุญาต มีสล็อต คาสิโนสด กีฬา และหวย เปิดตลอด 24 ชั่วโมง</p>',
  },
  {
    tag: 'deposit',
    title: 'วิธีฝากเงิน',
    content:
      '<ol><li>เปิด <b>ฝากเงิน</b> จากแถบด้านล่าง</li><li>เลือกวิธีและจำนวนเงิน</li><li>ยืนยัน ยอดเงินจะอัปเดตภายในไม่กี่นาที</li></ol>',
  },
  {
    tag: 'withdraw',
    title: 'วิธีถอนเงิน',
    content: '<p>เปิด <b>ฝากเงิน</b> แล้วเลือกถอนเงิน ระบุจำนวนและยืนยัน</p>',
  },
  {
    tag: 'responsible',
    title: 'การเล่นอย่างรับผิดชอบ',
    content: '<p>ตั้งวงเงินฝาก วงเงินเสีย และเวลาเล่น หรือพักการเล่นได้ทุกเมื่อ</p>',
  },
];

export async function seedLotusThai(db: Db, merchantCode: string, now = new Date()): Promise<void> {
  await db
    .insert(announcements)
    .values(
      NOTICES.flatMap((notice) =>
        (['B', 'A'] as const).map((execution) => ({
          id: `${merchantCode}-PL${execution}-${notice.key}-th`,
          merchantCode,
          type: 'PL',
          language: 'th',
          execution,
          title: notice.title,
          content: notice.content,
          startDate: new Date(now.getTime() - notice.minutesAgo * 60_000),
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(promotionTexts)
    .values({ promotionId: `${merchantCode}-promo-welcome`, language: 'th', ...WELCOME_PROMOTION })
    .onConflictDoNothing();
  await db
    .insert(helpEntries)
    .values(
      HELP.map((entry, sequence) => ({
        id: `${merchantCode}-help-${entry.tag}-th`,
        merchantCode,
        language: 'th',
        parentId: null,
        sequence,
        ...entry,
      })),
    )
    .onConflictDoNothing();
}
