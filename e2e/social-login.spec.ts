import { expect, test, type Page } from '@playwright/test';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { startDedicatedServer, type DedicatedServer } from './support/settings-server';
import { freePort } from './support/data-template';
import { startOpenIdProvider, type LocalOpenIdProvider } from './support/oidc-provider';

/**
 * Social login against a real OpenID Connect provider (oidc-provider),
 * configured as "Google" through the same settings an admin uses. Enabling a provider changes
 * every login page, so this spec runs on a server of its own, one test at a time.
 */
test.describe.configure({ mode: 'serial' });

let server: DedicatedServer;
let provider: LocalOpenIdProvider;
const PASSWORD = 'correct horse battery';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDedicatedServer('social', await freePort());
  provider = await startOpenIdProvider({
    port: await freePort(),
    redirectUris: [`${server.url}/secure/auth/social/google/callback`],
  });
  await server.updateSettings({
    'social.google.enable': true,
    'social.google.client_id': provider.clientId,
    'social.google.client_secret': provider.clientSecret,
    'social.google.issuer': provider.issuer,
  });
});

test.afterAll(async () => {
  await provider?.close();
  await server?.close();
});

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Clicks "Continue with Google" and signs in at the provider in the popup, if it asks. */
async function signInWithGoogle(page: Page, login: string, options: { cancel?: boolean } = {}) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  await expect(popup).toHaveURL(new RegExp(`^${provider.issuer}/`));
  if (options.cancel) {
    await popup.getByRole('link', { name: '[ Cancel ]' }).click();
  } else {
    await popup.locator('input[name="login"]').fill(login);
    await popup.locator('input[name="password"]').fill('anything');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
  }
  await closed;
}

async function currentUser(page: Page) {
  const response = await page.request.get(`${server.url}/api/v1/bootstrap-data`);
  return ((await response.json()) as { bootstrapData: BootstrapData }).bootstrapData.user;
}

test('a new visitor signs up with Google in the popup and is logged in', async ({ page }) => {
  const email = uniqueEmail('new');
  await page.goto(`${server.url}/login`);
  await expect(page.getByText('OR', { exact: true })).toBeVisible();
  await signInWithGoogle(page, email);

  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
  const user = await currentUser(page);
  expect(user).toMatchObject({
    email,
    name: `OIDC ${email.split('@')[0]}`,
    social_profiles: [{ service_name: 'google', username: email }],
  });
  expect(user?.email_verified_at).toBeTruthy();
});

test('an existing account is linked after its password is given in "Password required"', async ({
  page,
}) => {
  const email = uniqueEmail('existing');
  const userId = await server.createUser({ email, password: PASSWORD, name: 'Existing Listener' });
  await page.goto(`${server.url}/login`);
  await signInWithGoogle(page, email);

  const dialog = page.getByRole('dialog', { name: 'Password required' });
  await expect(dialog).toBeVisible();
  expect(await currentUser(page)).toBeNull();
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog.getByText('These credentials do not match our records.')).toBeVisible();

  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${server.url}/`);
  const user = await currentUser(page);
  expect(user).toMatchObject({
    id: userId,
    name: 'Existing Listener',
    social_profiles: [{ service_name: 'google', username: email }],
  });
});

test('cancelling at the provider shows "An error occurred. Please try again later"', async ({
  page,
}) => {
  await page.goto(`${server.url}/login`);
  await signInWithGoogle(page, '', { cancel: true });
  await expect(page.getByTestId('toast')).toHaveText(/An error occurred\. Please try again later/);
  await expect(page).toHaveURL(`${server.url}/login`);
  expect(await currentUser(page)).toBeNull();
});

test('after disconnecting, signing in with Google asks for the password again', async ({
  page,
}) => {
  const email = uniqueEmail('disconnect');
  await server.createUser({ email, password: PASSWORD, name: 'Leaving Listener' });
  await page.goto(`${server.url}/login`);
  await signInWithGoogle(page, email);
  const dialog = page.getByRole('dialog', { name: 'Password required' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/`);

  const xsrf = (await page.context().cookies(server.url)).find((c) => c.name === 'XSRF-TOKEN');
  const response = await page.request.post(`${server.url}/secure/auth/social/google/disconnect`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf!.value), Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ social_profiles: [] });
  expect((await currentUser(page))?.social_profiles).toEqual([]);

  // Logged out, the same Google account no longer opens this account by itself.
  await page.context().clearCookies({ name: 'tonearm_session' });
  await page.goto(`${server.url}/login`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  // The provider remembers its own session, so the popup goes straight back and can close
  // before a 'close' listener would be attached: poll its state instead of waiting for the event.
  await expect.poll(() => popup.isClosed(), { timeout: 20_000 }).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Password required' })).toBeVisible();
  expect(await currentUser(page)).toBeNull();
});
