import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { devices } from '@playwright/test';
import { generateSync } from 'otplib';
import { operatorHeaders } from '../operator';
import { expect, type Browser, type Page } from './fixtures';
import { expectAccessible } from './support';

/** A new operator of a brand (DEMO unless named) with these roles, made by the demo admin; answers the first password. */
export async function newOperator(page: Page, baseURL: string, roles: string[], brand = 'DEMO') {
  const username = `ops${randomUUID().slice(0, 8)}`;
  const made = await page.request.post('/__ops/operators', {
    headers: await operatorHeaders(page.request, new URL(baseURL).origin),
    data: { username, grants: roles.map((role) => ({ role, brand })) },
  });
  expect(made.ok()).toBe(true);
  return { username, password: ((await made.json()).value as { password: string }).password };
}

/** Signs in at the console as a person does the first time: password, the authenticator enrolled, its code. */
export async function signInAtConsole(
  browser: Browser,
  baseURL: string,
  operator: { username: string; password: string },
) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const desk = await context.newPage();
  await desk.goto('/console/');
  await desk.getByLabel('Username').fill(operator.username);
  await desk.getByLabel('Password', { exact: true }).fill(operator.password);
  await desk.getByRole('button', { name: 'Continue' }).click();
  await expect(desk.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectAccessible(desk);
  const secret = (await desk.getByTestId('totp-secret').textContent())!.trim();
  await desk.getByLabel('Code from your authenticator app').fill(generateSync({ secret }));
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk.getByRole('heading', { name: `Signed in as ${operator.username}` })).toBeVisible();
  return desk;
}

const ORCHID = JSON.parse(readFileSync(new URL('../../docs/brands/orchid.json', import.meta.url), 'utf8')) as object;

/** A brand of the test's own (the README's example file under a new code and host), made by the demo admin. */
export async function newBrand(page: Page, baseURL: string) {
  const code = `CB${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
  const host = `${code.toLowerCase()}.localhost`;
  const made = await page.request.post('/__ops/brands', {
    headers: await operatorHeaders(page.request, new URL(baseURL).origin),
    data: { ...ORCHID, merchantCode: code, hosts: [host], origins: [] },
  });
  expect(made.ok()).toBe(true);
  const at = (path: string) => {
    const url = new URL(path, baseURL);
    url.hostname = host;
    return url.toString();
  };
  return { code, host, at };
}

/** A phone (390x844) of its own, beside the console's desktop. */
export async function phonePage(browser: Browser) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  return context.newPage();
}
