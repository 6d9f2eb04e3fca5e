import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext, type Page } from '@playwright/test';

export interface TestAccount {
  email: string;
  password: string;
}

export function newAccount(): TestAccount {
  return {
    email: `listener-${randomBytes(5).toString('hex')}@example.com`,
    password: `secret-${randomBytes(6).toString('hex')}`,
  };
}

async function xsrfOf(cookies: { name: string; value: string }[]): Promise<string> {
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
  if (!xsrf) throw new Error('No XSRF-TOKEN cookie was issued');
  return decodeURIComponent(xsrf.value);
}

/** Registers a fresh user through POST auth/register; the page's browser context is logged in. */
export async function registerThroughApi(page: Page, account = newAccount()): Promise<TestAccount> {
  await page.goto('/404');
  const response = await page.request.post('/auth/register', {
    data: { ...account, password_confirmation: account.password },
    headers: {
      'X-XSRF-TOKEN': await xsrfOf(await page.context().cookies()),
      Accept: 'application/json',
    },
  });
  if (!response.ok())
    throw new Error(`Register failed: ${response.status()} ${await response.text()}`);
  return account;
}

/** A second, independent session of the same user (another "device"). */
export async function loginElsewhere(
  baseURL: string,
  account: TestAccount,
  userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, userAgent });
  await context.get('/api/v1/health');
  const response = await context.post('/auth/login', {
    data: { email: account.email, password: account.password, remember: true },
    headers: {
      'X-XSRF-TOKEN': await xsrfOf((await context.storageState()).cookies),
      Accept: 'application/json',
    },
  });
  if (!response.ok()) throw new Error(`Login failed: ${response.status()}`);
  return context;
}

/** Whether an API context is still logged in. */
export async function isLoggedIn(context: APIRequestContext): Promise<boolean> {
  const response = await context.get('/api/v1/users/me', {
    headers: { Accept: 'application/json' },
  });
  return response.status() === 200;
}
