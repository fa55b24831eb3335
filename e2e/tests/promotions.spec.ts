import { newOperator, signInAtConsole } from './console-steps';
import { expect, test } from './fixtures';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  headerBalance,
  logInDemo,
  openMenu,
  prefer,
  scrollToHomeEnd,
  snap,
} from './support';

const MB = 1024 * 1024;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size: number) => {
  const buffer = Buffer.alloc(size, 1);
  buffer.set(PNG_HEAD);
  return { name, mimeType: 'image/png', buffer };
};

test.describe('promotions in English', () => {
  prefer('en');

  test('home strip, side menu and footer lead to promotions; tabs, dates and the long-term label', async ({ page }) => {
    await page.goto('/m/home');
    const strip = page.getByTestId('promotion-strip');
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.getByRole('img')).toHaveCount(6);
    await scrollToHomeEnd(page);
    await expect(page.getByTestId('footer-promotions').getByRole('link')).toHaveCount(6);
    await openMenu(page);
    await expect(page.getByTestId('side-menu-activities').getByRole('link')).toHaveCount(3);
    await page.getByTestId('side-menu-activities').getByRole('link', { name: 'Welcome bonus 100% up to 500' }).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=DEMO-promo-welcome$/);
    await expect(page.getByTestId('promotion-detail').getByRole('heading', { level: 2 })).toHaveText(
      'Welcome bonus 100% up to 500',
    );

    await page.goto('/m/activity');
    const items = page.getByTestId('promotion');
    await expect(items).toHaveCount(6);
    const tabs = page.getByRole('tablist', { name: 'Promotions' }).getByRole('tab');
    await expect(tabs).toHaveText(['All', 'New players', 'Deposit', 'App download', 'Slots', 'Sports', 'Rebate']);
    // Long-term: the start date and the label; dated: the range.
    await expect(items.filter({ hasText: 'Welcome bonus' }).getByTestId('promotion-period')).toHaveText(
      /^\d{4}\/\d{2}\/\d{2} Long-term$/,
    );
    await expect(items.filter({ hasText: 'Weekend reload' }).getByTestId('promotion-period')).toHaveText(
      /^\d{4}\/\d{2}\/\d{2} - \d{4}\/\d{2}\/\d{2}$/,
    );
    await snap(page, 'promotions-en-dark');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('tab', { name: 'Deposit' }).click();
    await expect(items).toHaveCount(1);
    await expect(items.getByRole('heading')).toHaveText('Weekend reload 20%');

    // A visitor's join-now asks for a login.
    await items.getByRole('link', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Join now' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('?id= scrolls to the promotion; an unknown detail says so; back from promotions goes home', async ({ page }) => {
    await page.goto('/m/activity?id=DEMO-promo-app');
    await expect(page.getByTestId('promotion').filter({ hasText: 'Get 8 free on the app' })).toBeInViewport();
    // The detail goes back one page; promotions themselves go home (spec section 2).
    await page
      .getByTestId('promotion')
      .filter({ hasText: 'Get 8 free on the app' })
      .getByRole('link', { name: 'Details' })
      .click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=DEMO-promo-app$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/activity\?id=DEMO-promo-app$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/activityDetail?id=nope');
    await expect(page.getByText('This promotion is no longer available.')).toBeVisible();
  });
});

test.describe('a member takes part in Chinese', () => {
  prefer('cn', 'light');

  test('joins, is refused a 6 MB image and a fourth image, applies, and claims once issued', async ({
    page,
    baseURL,
    browser,
  }) => {
    await logInDemo(page, { dialog: '登录', username: '用户名', password: '密码', submit: '登录' });
    await page.goto('/m/activityDetail?id=DEMO-promo-welcome');
    await page.getByRole('button', { name: '立即参加' }).click();
    await expect(page.getByTestId('promotion-status')).toHaveText('进行中');
    const form = page.getByTestId('application-form');
    const files = form.getByLabel('图片');

    // A refused file never joins the list: it is named with the reason.
    await files.setInputFiles([png('big.png', 6 * MB)]);
    await expect(form.getByRole('alert')).toHaveText('big.png: 每张图片不能超过 5 MB');
    await expect(form.getByTestId('application-files')).toHaveCount(0);
    // A text file named .png is no picture, whatever its name says.
    await files.setInputFiles([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') }]);
    await expect(form.getByRole('alert')).toHaveText('notes.png: 只能上传 PNG 或 JPG 图片');

    await files.setInputFiles([png('a.png', 2000), png('b.png', 2000), png('c.png', 2000), png('d.png', 2000)]);
    await expect(form.getByRole('alert')).toHaveText('d.png: 最多只能上传 3 张图片');
    await expect(form.getByTestId('application-files').getByRole('listitem')).toHaveCount(3);
    await form.getByLabel('备注').fill('首存 50，截图见附件');
    await snap(page, 'promotion-apply-cn-light');
    await expectAccessible(page);
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByTestId('promotion-status')).toHaveText('审核中');

    // A risk officer issues the bonus in the console's queue, the remark and pictures beside it:
    // the promotion's rule pays 100% of demo01's first deposit (the seeded 1,000 kyat), up to 500.
    const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['risk']));
    await desk.getByRole('navigation').getByRole('link', { name: 'Promotion applications' }).click();
    const application = desk.getByTestId('application').filter({ hasText: 'demo01' });
    await expect(application).toContainText('首存 50，截图见附件');
    await expect(application.getByRole('img')).toHaveCount(3);
    await expectAccessible(desk);
    await snap(desk, 'console-applications');
    await application.getByRole('button', { name: 'Issue' }).click();
    await expect(desk.getByRole('status')).toHaveText('Issued: demo01 can claim the bonus.');
    await desk.context().close();
    await page.reload();
    await expect(page.getByTestId('promotion-bonus')).toHaveText('奖金：500');
    const before = await headerBalance(page);
    await page.getByRole('button', { name: '领取奖金' }).click();
    await expect(page.getByTestId('promotion-status')).toHaveText('已领取');
    await expect.poll(() => headerBalance(page)).toBe(before + 50_000);
    await expect(page.getByTestId('promotion-bonus')).toHaveText('奖金：500');

    // The reward centre lists it in words, with the bonus.
    await page.goto('/m/rewardCenter');
    await expect(page.getByTestId('reward-center').getByRole('link', { name: /首存 100% 欢迎奖金/ })).toContainText(
      '奖金：500 · 已领取',
    );
  });
});

test.describe('help centre in Burmese', () => {
  prefer('my');

  test('footer topics open /m/help?i=, a tag selects its topic, the detail and the popup show content', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await scrollToHomeEnd(page);
    const help = page.getByTestId('footer-help');
    await help.scrollIntoViewIfNeeded();
    await help.getByRole('link', { name: 'ငွေထုတ်နည်း' }).click();
    await expect(page).toHaveURL(/\/m\/help\?i=2$/);
    await expect(page.getByRole('tab', { name: 'ငွေထုတ်နည်း' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('help-content')).toContainText('မိနစ် 30');
    await snap(page, 'help-my-dark');
    await expectAccessible(page);

    await page.goto('/m/help?tag=deposit-limits');
    await expect(page.getByRole('tab', { name: 'ငွေသွင်းနည်း' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('help-content').getByRole('heading', { name: 'ငွေသွင်း ကန့်သတ်ချက်' })).toBeVisible();
    await page.getByRole('tab', { name: 'ကျွန်ုပ်တို့အကြောင်း' }).click();
    await expect(page).toHaveURL(/\/m\/help\?i=0$/);

    await page.goto('/m/helpDetail?tag=privacy');
    await expect(page.getByTestId('help-detail').getByRole('heading')).toHaveText('ကိုယ်ရေးအချက်အလက် မူဝါဒ');

    await page.goto('/m/home');
    await scrollToHomeEnd(page);
    await page.getByRole('button', { name: 'အကူအညီ စင်တာ' }).click();
    const popup = page.getByRole('dialog', { name: 'အကူအညီ စင်တာ' });
    await expect(popup.getByTestId('help-content')).toContainText('လိုင်စင်ရ');
  });
});
