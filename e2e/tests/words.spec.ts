import { expect, test } from './fixtures';
import { chooseLanguage, expectAccessible, prefer, registerMember, snap } from './support';

// Members register through the English form, then read in the language of the test.
prefer('en', 'dark', { unlessChosen: true });

test.describe.configure({ timeout: 90_000 });

/** A PNG's first bytes: enough for the form's check of what a file is. */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500)]),
});

const WORDS = {
  my: {
    prizeMode: 'ဆုငွေပုံစံ- အရှေ့တောင်အာရှထီ',
    inHouse: 'ကိုယ်ပိုင်',
    joinNow: 'ယခုပါဝင်ပါ',
    images: 'ပုံများ',
    choose: 'ပုံများ ရွေးရန်',
    none: 'ပုံ မရွေးရသေးပါ',
    two: 'ပုံ 3 ပုံအနက် 2 ပုံ ရွေးထားသည်',
  },
  en: {
    prizeMode: 'Prize mode: Southeast Asian lottery',
    inHouse: 'In-house',
    joinNow: 'Join now',
    images: 'Images',
    choose: 'Choose images',
    none: 'No image chosen',
    two: '2 of 3 images chosen',
  },
  cn: {
    prizeMode: '奖金模式：东南亚彩票',
    inHouse: '自营',
    joinNow: '立即参加',
    images: '图片',
    choose: '选择图片',
    none: '未选择图片',
    two: '已选择 2/3 张图片',
  },
} as const;

for (const language of ['my', 'en', 'cn'] as const) {
  const words = WORDS[language];

  test(`no code or English word where ${language} is read: the lottery's prize mode, our own games' vendor, the application's file field`, async ({
    page,
  }) => {
    await registerMember(page, { prefix: `wd${language}` });
    await chooseLanguage(page, language);

    // The lottery says its prize mode by name, not by its code (SEA, Elott).
    await page.goto('/m/lott?vassalage=TCG_SEA');
    await page.getByTestId('game-tile').first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/launch-lottery\?.*prizeMode=SEA/);
    await expect(page.getByTestId('prize-mode')).toHaveText(words.prizeMode);
    await expect(page.getByTestId('prize-mode')).not.toContainText(/\b(SEA|Elott|Lott|ZY)\b/);

    // Our own games' vendor is named in the language shown.
    await page.goto('/m/inHouse');
    const tile = page.getByTestId('game-tile').first();
    await expect(tile).toContainText(words.inHouse);
    if (language !== 'en') await expect(page.getByTestId('game-tile').filter({ hasText: 'In-house' })).toHaveCount(0);
    await snap(page, `words-in-house-${language}-dark`);

    // The application's file field speaks the lobby's words, not the browser's "Choose Files".
    await page.goto('/m/activityDetail?id=DEMO-promo-welcome');
    await page.getByRole('button', { name: words.joinNow }).click();
    const form = page.getByTestId('application-form');
    const files = form.getByLabel(words.images);
    await expect(form.getByText(words.choose, { exact: true })).toBeVisible();
    await expect(form.getByText(words.none, { exact: true })).toBeVisible();
    // The browser's own control is out of sight (it would write "Choose Files / No file chosen").
    await expect(files).toHaveCSS('opacity', '0');
    expect((await files.boundingBox())!.width).toBeLessThanOrEqual(1);
    await files.setInputFiles([png('a.png'), png('b.png')]);
    await expect(form.getByText(words.two, { exact: true })).toBeVisible();
    await expect(form.getByTestId('application-files').getByRole('listitem')).toHaveCount(2);
    // Keyboard users reach it from the remark above, and see where they are.
    await form.locator('textarea').focus();
    await page.keyboard.press('Tab');
    await expect(files).toBeFocused();
    await expect(form.getByText(words.choose, { exact: true })).toHaveCSS('outline-style', 'solid');
    await snap(page, `words-application-${language}-dark`);
    await expectAccessible(page);
  });
}
