import { operatorHeaders } from '../operator';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { prefer } from './support';

/** What an operator (or an intruder in the back office) might write into any content. */
const HOSTILE = [
  '<p>hello</p><script>window.__xss = 1</script>',
  '<img src="x" onerror="window.__xss = 2">',
  '<a href="javascript:window.__xss = 3" id="js-link">click me</a>',
  '<svg onload="window.__xss = 4"><script>window.__xss = 5</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 6">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=7>">',
  '<iframe srcdoc="<script>parent.__xss = 8</script>"></iframe>',
  '<form><button formaction="javascript:window.__xss = 9">go</button></form>',
  '<div style="background:url(javascript:window.__xss=10)">styled</div>',
  '<details open ontoggle="window.__xss = 11"><summary>more</summary></details>',
  // DOM clobbering: names of the app's mount points, of window and document properties.
  '<div id="root">clobber</div><p id="lobby-root">clobber</p><a id="__proto__">clobber</a>',
  '<img name="location" src="x"><img id="getElementById" src="x"><img name="cookie" src="x">',
  '<form name="body"><input name="domain"></form><form id="defaultView"><img name="attributes"></form>',
  '<template><img src=x onerror="window.__xss = 12"></template>',
].join('');

prefer('my', 'dark');

/** Nothing ran, no dialog opened, and the shown content holds nothing that could run. */
async function expectInert(page: Page, container: ReturnType<Page['locator']>, dialogs: string[]) {
  await expect(container.getByText('hello')).toBeVisible();
  await container.getByText('click me').click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await container.locator('script, iframe, svg, form, [onerror], [onload], [ontoggle], [style]').count()).toBe(
    0,
  );
  expect(await container.locator('a[href^="javascript"]').count()).toBe(0);
  // Content took no name the page or its code reaches by: every id and name carries the content prefix.
  expect(await container.locator('template').count()).toBe(0);
  const unprefixed = await container.evaluate((el) =>
    Array.from(el.querySelectorAll('[id], [name]'))
      .flatMap((n) => [n.getAttribute('id'), n.getAttribute('name')])
      .filter((v): v is string => v !== null && !v.startsWith('user-content-')),
  );
  expect(unprefixed).toEqual([]);
  const app = await page.evaluate(() => ({
    root: document.getElementById('root')?.contains(document.querySelector('header')) ?? false,
    rootCount: document.querySelectorAll('[id="root"]').length,
    location: Object.prototype.toString.call(window.location),
    cookie: typeof document.cookie,
    lookup: typeof document.getElementById,
  }));
  expect(app).toEqual({
    root: true,
    rootCount: 1,
    location: '[object Location]',
    cookie: 'string',
    lookup: 'function',
  });
}

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

/** Writes content of the demo brand through the operator API of the server at `baseURL`, as its admin. */
async function store(request: APIRequestContext, baseURL: string, path: string, data: object): Promise<string> {
  const headers = await operatorHeaders(request, new URL(baseURL).origin);
  const answer = await request.post(path, { headers, data: { merchantCode: 'DEMO', ...data } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()).value as { id: string }).id;
}

test('hostile HTML in a promotion, a help topic and an inbox message runs nowhere', async ({
  page,
  request,
  baseURL,
}) => {
  const dialogs = watchDialogs(page);
  const promotion = await store(request, baseURL!, '/__ops/promotions', {
    language: 'my',
    title: 'အန္တရာယ် ပရိုမိုးရှင်း',
    content: HOSTILE,
  });
  await store(request, baseURL!, '/__ops/help', {
    language: 'my',
    title: 'အန္တရာယ် အကူအညီ',
    content: HOSTILE,
    tag: 'hostile',
  });
  await store(request, baseURL!, '/__ops/inbox', {
    username: 'demo01',
    language: 'my',
    title: 'အန္တရာယ် စာ',
    content: HOSTILE,
  });

  await page.goto(`/m/activityDetail?id=${promotion}`);
  await expectInert(page, page.getByTestId('promotion-detail'), dialogs);
  // The list's snippet is text only.
  await page.goto('/m/activity');
  await expect(page.getByTestId('promotion').filter({ hasText: 'အန္တရာယ် ပရိုမိုးရှင်း' })).toContainText('hello');

  await page.goto('/m/help?tag=hostile');
  await expectInert(page, page.getByTestId('help-content'), dialogs);

  await page.goto('/m/login');
  const login = page.getByRole('dialog');
  await login.getByLabel('အသုံးပြုသူအမည်').fill('demo01');
  await login.getByLabel('စကားဝှက်', { exact: true }).fill('Demo-pass-01');
  await login.getByTestId('login-form').locator('button[type="submit"]').click();
  await expect(page.getByTestId('member-name')).toHaveText('demo01');
  await page.goto('/m/inbox');
  const message = page.getByTestId('inbox-message').filter({ hasText: 'အန္တရာယ် စာ' });
  await message.getByRole('button', { name: 'အားလုံးပြရန်' }).click();
  await expectInert(page, message, dialogs);
});

test.describe('on the server with popups', () => {
  test.use({ server: 'popup' });

  test('hostile HTML in a popup announcement runs nowhere', async ({ page, request, baseURL }) => {
    const dialogs = watchDialogs(page);
    await store(request, baseURL!, '/__ops/announcements', {
      type: 'PU',
      language: 'my',
      execution: 'B',
      title: 'အန္တရာယ် ကြေညာချက်',
      content: HOSTILE,
    });
    await page.goto('/m/home');
    const popup = page.getByTestId('announcement-popup');
    await popup.getByRole('tab', { name: 'အန္တရာယ် ကြေညာချက်' }).click();
    await expectInert(page, popup.getByRole('tabpanel'), dialogs);
  });
});
