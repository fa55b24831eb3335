import { operatorHeaders } from '../operator';
import { expect, test, waitForQuiet, type Browser, type Page } from './fixtures';
import { deposit, headerBalance, logIn, prefer, registerMember } from './support';

prefer('en', 'dark', { unlessChosen: true });

const PASSWORD = 'Secure123';

/** The member's second phone: its own browser context (its own session storage), logged in too. */
async function secondPhone(browser: Browser, page: Page, name: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const phone = await context.newPage();
  // Watched from the start, so that what its first screens ask is all answered before a test counts.
  await waitForQuiet(phone);
  await phone.addInitScript(() =>
    localStorage.setItem('lobby.preferences', JSON.stringify({ language: 'en', theme: 'dark' })),
  );
  await logIn(phone, name, PASSWORD);
  await phone.goto('/m/home');
  await expect(phone.getByTestId('member-name')).toHaveText(name);
  await waitForQuiet(phone);
  return phone;
}

/** What the push channel asked of the API: a phone that was told need not ask. */
function apiCallsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/wps/')) calls.push(pathname);
  });
  return calls;
}

test('two phones of one member: a deposit on one moves the other header balance at once, without a reload', async ({
  page,
  browser,
}) => {
  const name = await registerMember(page, { prefix: 'two', password: PASSWORD });
  const other = await secondPhone(browser, page, name);
  const before = await headerBalance(other);
  const asked = apiCallsOf(other);

  await deposit(page, '1500');
  // Told by the push channel within 2 s of the payment being recorded: no reload, no call of its own.
  await expect.poll(() => headerBalance(other), { timeout: 2_000 }).toBe(before + 150_000);
  expect(asked.filter((path) => path.includes('balance'))).toEqual([]);
  await other.context().close();
});

test("an operator's inbox message lights the bell of an open page within 2 s", async ({ page, baseURL }) => {
  const name = await registerMember(page, { prefix: 'bel', password: PASSWORD });
  const headers = await operatorHeaders(page.request, new URL(baseURL!).origin);
  await page.goto('/m/home');
  const bell = page.getByTestId('notice-bell');
  await expect(bell).toBeVisible();
  // Every count of the page has arrived.
  await waitForQuiet(page);
  const count = async () => Number((await bell.getAttribute('aria-label'))?.match(/\((\d+)\)/)?.[1] ?? 0);
  const before = await count();
  const sent = await page.request.post('/__ops/inbox', {
    headers,
    data: { merchantCode: 'DEMO', username: name, language: 'en', title: 'Pushed', content: '<p>Hello</p>' },
  });
  expect(sent.ok()).toBe(true);
  await expect.poll(count, { timeout: 2_000 }).toBe(before + 1);
});

test('an idle member asks the API nothing while the push channel is up, and polls only while it is down', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The page's timers on a clock the test moves: five idle minutes pass in a moment.
  await page.clock.install();
  await registerMember(page, { prefix: 'idl', password: PASSWORD });
  const idleMinutes = async () => {
    await page.goto('/m/home');
    await expect(page.getByTestId('notice-bell')).toBeVisible();
    await waitForQuiet(page);
    const asked: string[] = [];
    const count = (request: { url(): string }) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/wps/') && !pathname.startsWith('/wps/v2/events')) asked.push(pathname);
    };
    page.on('request', count);
    await page.clock.runFor('05:00');
    await waitForQuiet(page);
    page.off('request', count);
    return asked.length / 5;
  };

  const up = await idleMinutes();
  // A stream that cannot open (a proxy that drops it): the counts are asked again every minute.
  await page.route('**/wps/v2/events', (route) => route.abort());
  const down = await idleMinutes();
  console.info(`API requests per idle member-minute: ${up} with the push channel up, ${down} while it is down`);
  expect(up).toBe(0);
  expect(down).toBeGreaterThan(0);
  expect(down).toBeLessThanOrEqual(3);
});
