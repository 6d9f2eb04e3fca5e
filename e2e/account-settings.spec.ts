import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { isLoggedIn, loginElsewhere, registerThroughApi } from './support/account-users';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openSettings(page: Page) {
  await page.goto('/account-settings');
  await expect(page.getByTestId('account-settings')).toBeVisible();
}

function panel(page: Page, id: string) {
  return page.getByTestId(`panel-${id}`);
}

type MeBody = {
  user: {
    name: string;
    image: string | null;
    country: string | null;
    timezone: string | null;
    language: string | null;
    tokens?: { id: number; name: string; last_used_at: string | null }[];
  };
};

async function me(page: Page): Promise<MeBody['user']> {
  return ((await (await page.request.get('/api/v1/users/me')).json()) as MeBody).user;
}

function toast(page: Page) {
  return page.getByTestId('toast');
}

/**
 * Submits a form that asks for the current password: a wrong one is refused and leaves the other
 * session logged in; the right one shows the `done` toast and logs the other session out.
 */
async function submitWithWrongThenRightPassword(
  page: Page,
  options: {
    form: Locator;
    passwordField: string;
    submit: Locator;
    password: string;
    other: APIRequestContext;
    done: string;
  },
) {
  await options.submit.click();
  await expect(options.form.getByText('The password is incorrect.')).toBeVisible();
  expect(await isLoggedIn(options.other)).toBe(true);

  await options.form.getByLabel(options.passwordField).fill(options.password);
  await options.submit.click();
  await expect(toast(page)).toContainText(options.done);
  expect(await isLoggedIn(options.other)).toBe(false);
}

test.describe('account settings (/account-settings)', () => {
  test('a guest is sent to the login page', async ({ page }) => {
    await page.goto('/account-settings');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount-settings$/);
  });

  test('the panels come in the spec order and the sidebar scrolls to them', async ({ page }) => {
    await registerThroughApi(page);
    await openSettings(page);
    const ids = await page
      .locator('[data-settings-panel]')
      .evaluateAll((panels) => panels.map((p) => p.id));
    expect(ids).toEqual([
      'account-details',
      'password',
      'two-factor',
      'sessions',
      'location-and-language',
      'developers',
      'delete-account',
    ]);
    await page.getByTestId('nav-delete-account').click();
    await expect(panel(page, 'delete-account')).toBeInViewport();
    await expect(page.getByTestId('nav-delete-account')).toHaveAttribute('aria-current', 'true');
  });

  test('a user edits their names and uploads, checks and removes an avatar', async ({ page }) => {
    await registerThroughApi(page);
    await openSettings(page);
    const details = panel(page, 'account-details');
    const save = details.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await details.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await details.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await save.click();
    await expect(toast(page)).toContainText('Updated account details');
    await expect(page.getByTestId('user-menu-trigger')).toContainText('Ada Lovelace');

    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect(page.getByTestId('avatar-error')).toHaveText('Please select an image.');

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page)).toContainText('Uploaded avatar');
    await expect(page.getByTestId('avatar-error')).toHaveCount(0);
    const user = await me(page);
    expect(user.image).toMatch(/^\/storage\/avatars\/\d+-[a-f0-9]{20}\.png$/);
    expect(user.name).toBe('Ada Lovelace');

    // Bytes that only pretend to be an image get the server's file-field message.
    await input.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('GIF? no'),
    });
    await expect(page.getByTestId('avatar-error')).toHaveText(
      'The file must be an image (JPEG, PNG, GIF or WebP).',
    );

    await details.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page)).toContainText('Removed avatar');
    expect((await me(page)).image).toBeNull();
  });

  test('a user sees their sessions and logs out the other ones with their password', async ({
    page,
    baseURL,
  }) => {
    const account = await registerThroughApi(page);
    const phone = await loginElsewhere(baseURL!, account);
    await openSettings(page);
    const sessions = panel(page, 'sessions');
    await expect(sessions.getByTestId('session-row')).toHaveCount(2);
    await expect(sessions.getByTestId('current-device')).toHaveCount(1);
    await expect(sessions.getByTestId('session-row').filter({ hasText: 'iOS' })).toBeVisible();

    await sessions.getByRole('button', { name: 'Log out other sessions' }).click();
    const dialog = page.getByTestId('logout-other-dialog');
    const submit = dialog.getByRole('button', { name: 'Log out other sessions' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Password').fill('not my password');
    await submitWithWrongThenRightPassword(page, {
      form: dialog,
      passwordField: 'Password',
      submit,
      password: account.password,
      other: phone,
      done: 'Logged out other sessions.',
    });
    await expect(sessions.getByTestId('session-row')).toHaveCount(1);
    await phone.dispose();
  });

  test('a user changes their password; the other session ends, this one stays', async ({
    page,
    baseURL,
  }) => {
    const account = await registerThroughApi(page);
    const other = await loginElsewhere(baseURL!, account);
    await openSettings(page);
    const form = panel(page, 'password');
    const submit = form.getByRole('button', { name: 'Update password' });
    await expect(submit).toBeDisabled();
    await form.getByLabel('Current password').fill('wrong current password');
    await form.getByLabel('New password').fill('short');
    await expect(form.getByText('The password must be at least 8 characters.')).toBeVisible();
    await form.getByLabel('New password').fill('a brand new secret');
    await form.getByLabel('Confirm password').fill('something else');
    await expect(form.getByText('The password confirmation does not match.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await form.getByLabel('Confirm password').fill('a brand new secret');
    await submitWithWrongThenRightPassword(page, {
      form,
      passwordField: 'Current password',
      submit,
      password: account.password,
      other,
      done: 'Password changed',
    });
    await page.reload();
    await expect(page.getByTestId('account-settings')).toBeVisible();
    await expect(panel(page, 'sessions').getByTestId('session-row')).toHaveCount(1);
    await other.dispose();
  });

  test('a user creates an access token, calls the API with it, then deletes it', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const account = await registerThroughApi(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // The copy confirmation lasts 1 s: a controlled clock checks it exactly,
    // however slow the machine (time flows normally until paused below).
    await page.clock.install();
    await openSettings(page);
    const developers = panel(page, 'developers');
    await developers.getByRole('button', { name: 'Create token' }).click();
    // Creating a token is a sensitive action: the password is confirmed first.
    const confirm = page.getByTestId('confirm-password-dialog');
    await confirm.getByLabel('Password').fill(account.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByTestId('create-token-dialog');
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Token name').fill('My script');
    await create.click();
    await expect(toast(page)).toContainText('Token create');
    const token = (await page.getByTestId('plain-text-token').textContent())!.trim();
    expect(token).toMatch(/^\d+\|/);
    const copy = page.getByTestId('copy-button');
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await copy.click();
    await expect(copy).toHaveText('Copied!');
    await page.clock.runFor(999);
    await expect(copy).toHaveText('Copied!');
    await page.clock.runFor(1);
    await expect(copy).toHaveText('Copy');
    await page.clock.resume();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(developers.getByTestId('token-row')).toHaveText(/My script/);

    const api = await playwright.request.newContext({ baseURL });
    const viaToken = await api.get('/api/v1/users/me?with=tokens', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    expect(viaToken.status()).toBe(200);
    const body = (await viaToken.json()) as MeBody;
    expect(body.user.tokens).toHaveLength(1);
    expect(body.user.tokens?.[0]?.last_used_at).not.toBeNull();

    await developers.getByRole('button', { name: 'Delete token My script' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Token deleted');
    await expect(developers.getByTestId('token-row')).toHaveCount(0);
    const afterDelete = await api.get('/api/v1/users/me', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    expect(afterDelete.status()).toBe(401);
    await api.dispose();
  });

  test('a user changes language, country and timezone', async ({ page }) => {
    await registerThroughApi(page);
    await openSettings(page);
    const location = panel(page, 'location-and-language');
    const country = location.getByRole('combobox', { name: 'Country' });
    await country.click();
    await country.fill('zzzz');
    await expect(page.getByText('There are no items matching your query')).toBeVisible();
    await country.fill('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();
    const timezone = location.getByRole('combobox', { name: 'Timezone' });
    await timezone.click();
    await timezone.fill('Berlin');
    await page.getByRole('option', { name: /^Berlin/ }).click();
    const language = location.getByRole('combobox', { name: 'Language' });
    await language.click();
    await page.getByRole('option', { name: 'English' }).click();
    await location.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Updated account details');
    expect(await me(page)).toMatchObject({
      country: 'DE',
      timezone: 'Europe/Berlin',
      language: 'en',
    });
    await page.reload();
    await expect(location.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
  });

  test('a user turns two-factor authentication on with a code, then off again', async ({
    page,
  }) => {
    const account = await registerThroughApi(page);
    await openSettings(page);
    const twoFactor = panel(page, 'two-factor');
    await expect(twoFactor.getByTestId('two-factor-panel')).toHaveAttribute('data-step', '0');
    await twoFactor.getByRole('button', { name: 'Enable' }).click();
    const password = page.getByTestId('confirm-password-dialog');
    await password.getByLabel('Password').fill(account.password);
    await password.getByRole('button', { name: 'Confirm' }).click();

    await expect(twoFactor.getByTestId('two-factor-panel')).toHaveAttribute('data-step', '1');
    await expect(twoFactor.getByTestId('two-factor-qr').locator('svg')).toBeVisible();
    const secret = (await twoFactor.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const code = twoFactor.getByRole('textbox', { name: /Code/ });
    const confirm = twoFactor.getByRole('button', { name: 'Confirm' });
    await code.fill('12345');
    await expect(twoFactor.getByText('The code must be 6 digits.')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await code.fill('000000');
    await confirm.click();
    await expect(
      twoFactor.getByText('The provided two factor authentication code was invalid.'),
    ).toBeVisible();
    await code.fill(await generate({ secret }));
    await confirm.click();

    await expect(twoFactor.getByTestId('two-factor-panel')).toHaveAttribute('data-step', '2');
    await expect(twoFactor.getByTestId('recovery-codes').locator('li')).toHaveCount(8);
    await expect(twoFactor.getByTestId('recovery-codes').locator('li').first()).toHaveText(
      /^[a-z0-9]{10}-[a-z0-9]{10}$/,
    );
    // The confirmation is still fresh (9000 s): no second password prompt.
    await twoFactor.getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page)).toContainText('Two factor authentication has been disabled.');
    await expect(twoFactor.getByTestId('two-factor-panel')).toHaveAttribute('data-step', '0');
    await page.reload();
    await expect(panel(page, 'two-factor').getByTestId('two-factor-panel')).toHaveAttribute(
      'data-step',
      '0',
    );
  });

  test('a user deletes their account after confirming it and their password', async ({ page }) => {
    const account = await registerThroughApi(page);
    await openSettings(page);
    await panel(page, 'delete-account').getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByTestId('delete-account-dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const password = page.getByTestId('confirm-password-dialog');
    await password.getByLabel('Password').fill('not my password');
    await password.getByRole('button', { name: 'Confirm' }).click();
    await expect(password.getByText('The provided password is incorrect.')).toBeVisible();
    await password.getByLabel('Password').fill(account.password);
    await password.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page)).toContainText('Account deleted');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-form')).toBeVisible();

    const login = page.getByTestId('login-form');
    await login.getByLabel('Email').fill(account.email);
    await login.getByLabel('Password').fill(account.password);
    await login.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  });
});
