import { operatorHeaders } from '../operator';
import { expect, test, type Page, waitForQuiet } from './fixtures';
import { chooseLanguage, expectAccessible, logInDemo, prefer, registerMember, snap } from './support';

/** The bell's count, 0 without a badge. */
async function bellCount(page: Page): Promise<string> {
  const label = (await page.getByTestId('notice-bell').getAttribute('aria-label')) ?? '';
  return label.match(/\((\d+\+?)\)/)?.[1] ?? '0';
}

test.describe('customer service in English', () => {
  prefer('en');

  test('a visitor is asked to log in for live chat; Telegram and WhatsApp are there', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Service', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Customer service' });
    await expect(popup.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/lobby_demo');
    // The WhatsApp address came obfuscated and was decoded with its last 8 characters.
    await expect(popup.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/6590000000');
    await popup.getByRole('button', { name: 'Live chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a member opens live chat, writes, and the support desk answers; an operator reply counts on the bell', async ({
    page,
    baseURL,
  }) => {
    await logInDemo(page);
    await page.getByRole('button', { name: 'Service', exact: true }).click();
    await page.getByRole('dialog', { name: 'Customer service' }).getByRole('button', { name: 'Live chat' }).click();
    await expect(page).toHaveURL(
      /\/m\/liveChat\?language=EN&backUrl=%2Fm%2Fhome&headerColor=%23141a2b&title=Customer\+service&template=v2$/,
    );
    const chat = page.getByTestId('live-chat');
    await expect(chat.getByRole('heading', { name: 'Customer service' })).toBeVisible();
    await chat.getByLabel('Type your message').fill('Where is my deposit of 50?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByTestId('chat-member').last()).toContainText('Where is my deposit of 50?');
    await expect(chat.getByLabel('Type your message')).toHaveValue('');
    await expect(chat.getByTestId('chat-support').last()).toContainText(
      'A support agent has it and will answer here shortly.',
      { timeout: 15_000 },
    );
    await snap(page, 'live-chat-en-dark');
    await expectAccessible(page);

    // Back home, an operator answers: the bell counts it.
    await chat.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const before = Number(await bellCount(page));
    const replied = await page.request.post('/__ops/chat/reply', {
      headers: await operatorHeaders(page.request, new URL(baseURL!).origin),
      data: { merchantCode: 'DEMO', username: 'demo01', text: 'Your deposit arrived.' },
    });
    expect(replied.ok()).toBe(true);
    await page.reload();
    await expect.poll(() => bellCount(page)).toBe(String(before + 1));
    await page.getByRole('button', { name: 'Service', exact: true }).click();
    await expect(page.getByTestId('chat-unread')).toHaveText('1');
  });

  test('the inbox reads a message, and the bell shows 99+ above 99', async ({ page, baseURL }) => {
    await logInDemo(page);
    await page.goto('/m/inbox');
    const messages = page.getByTestId('inbox-message');
    await expect(messages.first()).toBeVisible();
    // Every count has arrived (notices, inbox, and chat answers left by the test before).
    await waitForQuiet(page);
    const start = Number(await bellCount(page));
    const unread = messages.filter({ has: page.getByRole('img', { name: 'Unread' }) });
    const unreadBefore = await unread.count();
    expect(unreadBefore).toBeGreaterThan(0);
    await unread.first().getByRole('button', { name: 'Show all' }).click();
    await expect(unread).toHaveCount(unreadBefore - 1);
    await expect.poll(() => bellCount(page)).toBe(String(start - 1));
    await expectAccessible(page);

    // The same message 120 times.
    const headers = await operatorHeaders(page.request, new URL(baseURL!).origin);
    for (let copy = 0; copy < 120; copy++) {
      const sent = await page.request.post('/__ops/inbox', {
        headers,
        data: { merchantCode: 'DEMO', username: 'demo01', title: 'Weekly digest', content: '<p>Hello</p>' },
      });
      expect(sent.ok()).toBe(true);
    }
    await page.reload();
    await expect(page.getByTestId('notice-bell')).toHaveAccessibleName('Announcements (99+)');
    await expect(page.getByTestId('notice-bell')).toContainText('99+');
    // A hundred at a time: the rest are a tap away.
    await expect(messages).toHaveCount(100);
    await page.getByRole('button', { name: 'Show more 100' }).click();
    await expect.poll(() => messages.count()).toBeGreaterThan(120);
    await expect(page.getByRole('button', { name: 'Show more 100' })).toHaveCount(0);
  });
});

test.describe('customer service in Burmese', () => {
  prefer('my');

  test('live chat opened directly answers in the language of the page', async ({ page }) => {
    await logInDemo(page, {
      dialog: 'ဝင်ရောက်ရန်',
      username: 'အသုံးပြုသူအမည်',
      password: 'စကားဝှက်',
      submit: 'ဝင်ရောက်ရန်',
    });
    await page.goto('/m/liveChat');
    const chat = page.getByTestId('live-chat');
    await chat.getByRole('textbox').fill('ငွေသွင်းမှု မရောက်သေးပါ');
    await chat.getByRole('button', { name: 'ပို့ရန်' }).click();
    await expect(chat.getByTestId('chat-support').last()).toContainText('ဝန်ထမ်းတစ်ဦး လက်ခံရရှိပြီး', {
      timeout: 15_000,
    });
  });
});

test.describe("a member's own inbox message in every language", () => {
  // The language a step chooses survives its reloads.
  prefer('en', 'dark', { unlessChosen: true });

  test('a message sent to the member in English is listed and counted by the bell in Burmese and Chinese too', async ({
    page,
    baseURL,
  }) => {
    // A member of its own: no other test's messages move the counts.
    const username = await registerMember(page, { prefix: 'inbx' });
    const messages = page.getByTestId('inbox-message');
    /** Opens the inbox in a language once every count has arrived: its titles and the bell's count. */
    const inboxIn = async (language: 'my' | 'en' | 'cn') => {
      await page.goto('/m/inbox');
      await chooseLanguage(page, language);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'cn' ? 'zh-CN' : language);
      await expect(messages.first()).toBeVisible();
      await waitForQuiet(page);
      return { titles: await messages.allInnerTexts(), bell: Number(await bellCount(page)) };
    };
    const languages = ['my', 'cn', 'en'] as const;
    const before = new Map<string, number>();
    for (const language of languages) before.set(language, (await inboxIn(language)).bell);

    const title = 'Your withdrawal is on its way';
    const sent = await page.request.post('/__ops/inbox', {
      headers: await operatorHeaders(page.request, new URL(baseURL!).origin),
      data: { merchantCode: 'DEMO', username, language: 'en', title, content: '<p>It reaches your bank today.</p>' },
    });
    expect(sent.ok()).toBe(true);
    for (const language of languages) {
      const { titles, bell } = await inboxIn(language);
      expect(
        titles.some((text) => text.includes(title)),
        language,
      ).toBe(true);
      expect(bell, language).toBe(before.get(language)! + 1);
      await snap(page, `inbox-own-message-${language}-dark`);
    }
  });
});
