import { expect, type Browser, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@tonearm.test', password: 'admin-password' };

/**
 * A page in a browser context of its own: another person, with no session and no accepted
 * cookie notice. Close it with `page.context().close()`.
 */
export async function pageInNewContext(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The CSRF token of the page's browser context, as a write request sends it back. */
export async function xsrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('No XSRF-TOKEN cookie was issued');
  return decodeURIComponent(cookie.value);
}

/** Logs the page's browser context in through the real login call, as the web client would. */
export async function loginThroughApi(page: Page, credentials = ADMIN): Promise<void> {
  await page.goto('/404');
  const response = await page.request.post('/auth/login', {
    data: { ...credentials, remember: true },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page), Accept: 'application/json' },
  });
  if (!response.ok())
    throw new Error(`Login failed: ${response.status()} ${await response.text()}`);
}

/** Logs the admin in through the login form at `loginUrl`, as a person does. */
export async function loginAsAdminThroughForm(page: Page, loginUrl = '/login'): Promise<void> {
  await page.goto(loginUrl);
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin/);
}
