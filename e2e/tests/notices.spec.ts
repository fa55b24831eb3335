import { operatorHeaders } from '../operator';
import { expect, test } from './fixtures';
import { chooseLanguage, expectAccessible, prefer, registerMember, snap } from './support';

test.describe('announcements in English', () => {
  prefer('en');

  test('the ticker carries the notices; the list previews, opens in place and links to the detail', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('ticker')).toContainText('Scheduled maintenance on Tuesday');
    await page.getByRole('link', { name: 'Announcements' }).first().click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    const notices = page.getByTestId('notice');
    await expect(notices).toHaveCount(3);
    const welcome = notices.nth(1);
    await expect(welcome.locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
    await expect(welcome.locator('img')).toHaveCount(1);
    // A visitor has no read marks to show.
    await expect(page.getByRole('img', { name: 'Unread' })).toHaveCount(0);
    await expect(welcome).toContainText('Deposit from 10 and receive 100% up to 500. Turnover 10× Valid 30 days');
    await welcome.getByRole('button', { name: 'Show all' }).click();
    await expect(welcome.getByRole('listitem')).toHaveText(['Turnover 10×', 'Valid 30 days']);
    await expect(welcome.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    await snap(page, 'notices-en-dark');
    await expectAccessible(page);

    await welcome.getByRole('link', { name: 'Welcome bonus 100% on your first deposit' }).click();
    await expect(page).toHaveURL(/\/m\/noticeDetail\?id=/);
    const detail = page.getByTestId('notice-detail');
    await expect(detail.getByRole('heading')).toHaveText('Welcome bonus 100% on your first deposit');
    await expect(detail.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expectAccessible(page);

    // An unknown id says so rather than showing nothing.
    await page.goto('/m/noticeDetail?id=nope');
    await expect(page.getByText('This announcement is no longer available.')).toBeVisible();
  });
});

test.describe('announcements for a member in Chinese', () => {
  prefer('cn', 'light');

  test('the bell adds unread notices, inbox and chat; reading a notice clears its dot and the count', async ({
    page,
  }) => {
    await page.goto('/m/login');
    const login = page.getByRole('dialog', { name: '登录' });
    await login.getByLabel('用户名').fill('demo01');
    await login.getByLabel('密码', { exact: true }).fill('Demo-pass-01');
    await login.getByTestId('login-form').getByRole('button', { name: '登录' }).click();
    await expect(page.getByTestId('member-name')).toHaveText('demo01');

    // The bell adds unread notices, inbox messages and chat answers (spec section 4).
    const token = JSON.parse((await page.evaluate(() => sessionStorage.getItem('lobby.session')))!).token as string;
    const value = async (path: string) =>
      (
        await (
          await page.request.get(path, {
            headers: { Merchant: 'DEMO', Device: 'MOBILE', Language: 'cn', Authorization: token },
          })
        ).json()
      ).value;
    const others =
      ((await value('/wps/relay/CSP_unreadCount')) as number) + ((await value('/wps/relay/CBS_unreadCount')) as number);
    expect(others).toBeGreaterThan(0);
    const before = ((await value('/wps/relay/MCSFE_getListAnnouncements?types=PL')) as { read: boolean }[]).filter(
      (n) => !n.read,
    ).length;
    const total = before + others;
    const bell = page.getByTestId('notice-bell');
    await expect(bell).toHaveAccessibleName(`公告 (${total})`);
    await bell.click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    const unread = page.getByTestId('notice').filter({ has: page.getByRole('img', { name: '未读' }) });
    await expect(unread).toHaveCount(before);
    await snap(page, 'notices-member-cn-light');
    const first = unread.first();
    const title = (await first.getByRole('heading').textContent())!;
    await first.getByRole('link').click();
    await expect(page.getByTestId('notice-detail').getByRole('heading')).toHaveText(title);
    await page.goBack();
    await expect(page.getByTestId('notice').filter({ hasText: title }).getByRole('img', { name: '未读' })).toHaveCount(
      0,
    );
    await expect(bell).toHaveAccessibleName(`公告 (${total - 1})`);
  });

  test('a free-play account sees every notice as read', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByTestId('header-free-play').click();
    await expect(page.getByTestId('member-name')).toHaveText(/^guest/);
    await expect(page.getByTestId('notice-bell')).toHaveAccessibleName('公告');
    await page.getByTestId('notice-bell').click();
    await expect(page.getByTestId('notice').first()).toBeVisible();
    await expect(page.getByRole('img', { name: '未读' })).toHaveCount(0);
  });
});

test.describe('announcements in Burmese', () => {
  prefer('my');

  test('notices come in Burmese and the list opens the chosen one', async ({ page }) => {
    await page.goto('/m/notice?index=2');
    const third = page.getByTestId('notice').nth(2);
    await expect(third.getByRole('heading')).toHaveText('တာဝန်သိစွာ ကစားပါ');
    await expect(third.getByRole('button', { name: 'ဝှက်ရန်' })).toBeVisible();
    await snap(page, 'notices-my-dark');
    await expectAccessible(page);
  });
});

test.describe('hostile announcement HTML', () => {
  prefer('cn');

  test('nothing an operator writes runs: scripts, handlers, javascript: links, SVG and mXSS tricks', async ({
    page,
    request,
    baseURL,
  }) => {
    const payloads = [
      '<p>hello</p><script>window.__xss = 1</script>',
      '<img src="x" onerror="window.__xss = 2">',
      '<a href="javascript:window.__xss = 3" id="js-link">click me</a>',
      '<svg onload="window.__xss = 4"><script>window.__xss = 5</script></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 6">',
      '<noscript><p title="</noscript><img src=x onerror=window.__xss=7>">',
      '<iframe srcdoc="<script>parent.__xss = 8</script>"></iframe>',
      '<form><button formaction="javascript:window.__xss = 9">go</button></form>',
      '<div style="background:url(javascript:window.__xss=10)">styled</div>',
    ];
    const stored = await request.post('/__ops/announcements', {
      headers: await operatorHeaders(request, new URL(baseURL!).origin),
      data: { merchantCode: 'DEMO', language: 'cn', execution: 'B', title: '恶意内容测试', content: payloads.join('') },
    });
    expect(stored.ok()).toBe(true);
    const { id } = (await stored.json()).value as { id: string };
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    await page.goto('/m/notice');
    const item = page.getByTestId('notice').filter({ hasText: '恶意内容测试' });
    await item.getByRole('button', { name: '显示全部' }).click();
    await expect(item.getByText('hello')).toBeVisible();
    await page.goto(`/m/noticeDetail?id=${id}`);
    const detail = page.getByTestId('notice-detail');
    await expect(detail.getByText('hello')).toBeVisible();
    await detail.getByText('click me').click();
    await page.waitForTimeout(500);

    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await detail.locator('script, iframe, svg, form, [onerror], [onload], [style]').count()).toBe(0);
    expect(await detail.locator('a[href^="javascript"]').count()).toBe(0);
  });
});

/** The words of the bell's places in each language the site speaks. */
const PLACES = {
  my: {
    notices: 'ကြေညာချက်များ',
    inbox: 'စာတိုက်ပုံး',
    places: 'ကြေညာချက်များနှင့် စာများ',
    unread: 'မဖတ်ရသေး',
    showAll: 'အားလုံးပြရန်',
  },
  en: {
    notices: 'Announcements',
    inbox: 'Inbox',
    places: 'Announcements and messages',
    unread: 'Unread',
    showAll: 'Show all',
  },
  cn: { notices: '公告', inbox: '站内信', places: '公告与消息', unread: '未读', showAll: '显示全部' },
} as const;

/** The count a name carries, as the bell and the tabs say it ('Inbox (3)'); 0 without one. */
const countIn = (name: string) => Number(/\((\d+)\)$/.exec(name)?.[1] ?? 0);

test.describe('the bell leads to what it counts', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const [language, theme] of [
    ['my', 'dark'],
    ['cn', 'light'],
    ['en', 'dark'],
  ] as const) {
    // Each test registers a member of its own (in English), whose notices and messages it reads.
    test.describe(`${language} ${theme}`, () => {
      prefer('en', theme, { unlessChosen: true });
      test(`${language}: unread announcements, then the inbox's unread messages, each a tab of the other`, async ({
        page,
        baseURL,
      }) => {
        const words = PLACES[language];
        const name = await registerMember(page, { prefix: 'bel' });
        const title = `Operator message ${language} ${Date.now()}`;
        const headers = await operatorHeaders(page.request, new URL(baseURL!).origin);
        // The same message twice.
        for (let copy = 0; copy < 2; copy++) {
          const sent = await page.request.post('/__ops/inbox', {
            headers,
            data: { merchantCode: 'DEMO', username: name, language, title, content: '<p>For you</p>' },
          });
          expect(sent.ok()).toBe(true);
        }
        if (language !== 'en') await chooseLanguage(page, language);
        await page.goto('/m/home');

        // New to the site, the member has unread announcements: the bell opens them, and the inbox
        // tab on top counts the rest of what the bell counts.
        const bell = page.getByTestId('notice-bell');
        await expect(bell).toHaveAccessibleName(new RegExp(`^${words.notices} \\(\\d+\\)$`));
        await bell.click();
        await expect(page).toHaveURL(/\/m\/notice$/);
        const tabs = page.getByRole('navigation', { name: words.places });
        const noticesTab = tabs.getByRole('link', { name: new RegExp(`^${words.notices}`) });
        const inboxTab = tabs.getByRole('link', { name: new RegExp(`^${words.inbox}`) });
        await expect(noticesTab).toHaveAttribute('aria-current', 'page');
        await expect(inboxTab).toHaveAccessibleName(new RegExp(`^${words.inbox} \\(\\d+\\)$`));
        const unreadNotices = page.getByTestId('notice').filter({ has: page.getByRole('img', { name: words.unread }) });
        await expect(unreadNotices.first()).toBeVisible();
        const noticeCount = await unreadNotices.count();
        await expect(noticesTab).toHaveAccessibleName(`${words.notices} (${noticeCount})`);
        const inboxCount = countIn((await inboxTab.getAttribute('aria-label')) ?? '');
        expect(inboxCount).toBeGreaterThanOrEqual(2);
        await expect(bell).toHaveAccessibleName(`${words.notices} (${noticeCount + inboxCount})`);
        await snap(page, `bell-notices-${language}-${theme}`);
        await expectAccessible(page);

        // Every announcement read: the bell still counts the messages, and now opens the inbox.
        for (let left = noticeCount; left > 0; left--) {
          await unreadNotices.first().getByRole('button', { name: words.showAll }).click();
          await expect(unreadNotices).toHaveCount(left - 1);
        }
        await expect(noticesTab).toHaveAccessibleName(words.notices);
        await expect(bell).toHaveAccessibleName(`${words.notices} (${inboxCount})`);
        await expect(bell).toHaveAttribute('href', '/m/inbox');
        await bell.click();
        await expect(page).toHaveURL(/\/m\/inbox$/);
        await expect(tabs.getByRole('link', { name: `${words.inbox} (${inboxCount})` })).toHaveAttribute(
          'aria-current',
          'page',
        );
        const unreadMessages = page
          .getByTestId('inbox-message')
          .filter({ has: page.getByRole('img', { name: words.unread }) });
        await expect(unreadMessages).toHaveCount(inboxCount);
        await expect(unreadMessages.filter({ hasText: title })).toHaveCount(2);
        await snap(page, `bell-inbox-${language}-${theme}`);
        await expectAccessible(page);
        if (language !== 'en') return;

        // Every message read too, a support answer is left: the bell opens live chat, whose back
        // arrow returns to where the member was.
        for (let left = inboxCount; left > 0; left--) {
          await unreadMessages.first().getByRole('button', { name: words.showAll }).click();
          await expect(unreadMessages).toHaveCount(left - 1);
        }
        const replied = await page.request.post('/__ops/chat/reply', {
          headers,
          data: { merchantCode: 'DEMO', username: name, text: 'Your deposit arrived.' },
        });
        expect(replied.ok()).toBe(true);
        await page.reload();
        await expect(tabs.getByRole('link', { name: 'Live chat (1)' })).toBeVisible();
        await expect(bell).toHaveAccessibleName('Announcements (1)');
        await bell.click();
        await expect(page).toHaveURL(/\/m\/liveChat\?backUrl=%2Fm%2Finbox$/);
        const chat = page.getByTestId('live-chat');
        await expect(chat.getByTestId('chat-support').last()).toContainText('Your deposit arrived.');
        await chat.getByRole('link', { name: 'Back' }).click();
        await expect(page).toHaveURL(/\/m\/inbox$/);
        await expect(bell).toHaveAccessibleName('Announcements');
      });
    });
  }
});
