import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@tonearm.test', password: 'admin-password' };

/** Logs the page's browser context in through the real login call, as the web client would. */
export async function loginThroughApi(page: Page, credentials = ADMIN): Promise<void> {
  await page.goto('/404');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  if (!xsrf) throw new Error('No XSRF-TOKEN cookie was issued');
  const response = await page.request.post('/auth/login', {
    data: { ...credentials, remember: true },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value), Accept: 'application/json' },
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
