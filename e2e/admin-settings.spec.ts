import { expect, test } from '@playwright/test';
import { useDedicatedServer } from './support/spec-server';
import { ADMIN, loginAsAdminThroughForm, pageInNewContext } from './support/session';
import { toggleSwitch } from './support/forms';

/**
 * The admin settings page (demo-site mode) on a server of this spec's own: it
 * closes registration, hides the cookie notice and turns the site into a demo, none of which
 * may touch the shared server other specs use. The tests run in order in one worker.
 */
test.describe.configure({ mode: 'default' });

const server = useDedicatedServer();
const at = server.at;

test('an admin disables registration in settings and /register redirects to /login', async ({
  page,
  browser,
}) => {
  const guest = await pageInNewContext(browser);
  await guest.goto(at('/register'));
  await expect(guest.getByRole('heading', { name: 'Create a new account' })).toBeVisible();

  await loginAsAdminThroughForm(page, at('/login'));
  await page.goto(at('/admin/settings/authentication'));
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await toggleSwitch(page, /Disable registration/);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByTestId('toast')).toContainText('Settings saved');
  await expect(save).toBeDisabled();

  await guest.goto(at('/register'));
  await expect(guest).toHaveURL(/\/login$/);
  await expect(guest.getByRole('link', { name: 'Sign up.' })).toHaveCount(0);
  await guest.context().close();
});

test('a bad value shows its field error and saves nothing', async ({ page }) => {
  await loginAsAdminThroughForm(page, at('/login'));
  await page.goto(at('/admin/settings/gdpr'));
  const terms = page.getByRole('textbox', { name: 'Terms of service' });
  await terms.fill('javascript:alert(1)');
  await expect(
    page.getByText('Enter a path that starts with / or a full http(s) URL.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
});

test('turning the cookie notice off applies at once for a visitor', async ({ page, browser }) => {
  const guest = await pageInNewContext(browser);
  await guest.goto(at('/'));
  await expect(guest.getByTestId('cookie-notice')).toBeVisible();

  await loginAsAdminThroughForm(page, at('/login'));
  await page.goto(at('/admin/settings/gdpr'));
  await toggleSwitch(page, 'Show the cookie notice');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Settings saved');

  await guest.reload();
  await expect(guest.getByRole('navigation').first()).toBeVisible();
  await expect(guest.getByTestId('cookie-notice')).toHaveCount(0);
  await guest.context().close();
});

test('a secret is write-only: set, shown as set, never sent back', async ({ page }) => {
  await loginAsAdminThroughForm(page, at('/login'));
  await page.goto(at('/admin/settings/recaptcha'));
  const status = page.getByTestId('setting-recaptcha-secret_key-status');
  await expect(status).toHaveText('Not set');
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await page.getByPlaceholder('Enter a new value').fill('a-very-secret-key');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Settings saved');
  await expect(status).toHaveText('Set');
  const answer = await page.request.get(at('/api/v1/admin/settings'));
  expect(await answer.text()).not.toContain('a-very-secret-key');
});

test('the test email lands in the outgoing-email log without SMTP', async ({ page }) => {
  await loginAsAdminThroughForm(page, at('/login'));
  await page.goto(at('/admin/settings/outgoing-email'));
  await expect(page.getByTestId('environment-facts')).toContainText('outgoing-email log');
  await page.getByRole('textbox', { name: 'Send to' }).fill('operator@example.com');
  await page.getByRole('button', { name: 'Send a test email' }).click();
  await expect(page.getByTestId('toast')).toContainText(
    'No SMTP server is configured: the message was written to the outgoing-email log.',
  );
  const row = server.db
    .prepare('select subject from outgoing_email_log where "to" = ?')
    .get('operator@example.com') as { subject: string } | undefined;
  expect(row?.subject).toMatch(/^Test email from /);
});

// Last: once the site is a demo, its settings cannot be saved any more.
test('demo-site mode prefills the login form and refuses further changes', async ({
  page,
  browser,
}) => {
  await loginAsAdminThroughForm(page, at('/login'));
  await page.goto(at('/admin/settings/general'));
  await toggleSwitch(page, 'Demo-site mode');
  await page.getByRole('textbox', { name: 'Demo email' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Demo password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Settings saved');

  const guest = await pageInNewContext(browser);
  await guest.goto(at('/login'));
  await expect(guest.getByRole('textbox', { name: 'Email' })).toHaveValue(ADMIN.email);
  await expect(guest.getByLabel('Password')).toHaveValue(ADMIN.password);
  await guest.context().close();

  await page.getByRole('textbox', { name: 'Site name' }).fill('Broken demo');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('This is a demo site');
});
