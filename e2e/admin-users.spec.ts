import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerThroughApi } from './support/account-users';
import { loginThroughApi, pageInNewContext, xsrfToken } from './support/session';

const SCREENS = process.env.ADMIN_USERS_SCREENS;

/** Creates a user through the admin API (POST users) with the admin's logged-in page. */
async function createUser(
  admin: Page,
  user: { name: string; email: string; email_verified?: boolean },
): Promise<number> {
  const response = await admin.request.post('/api/v1/users', {
    data: { password: `pw-${randomBytes(8).toString('hex')}`, ...user },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(admin), Accept: 'application/json' },
  });
  if (!response.ok())
    throw new Error(`Create failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { user: { id: number } }).user.id;
}

test.describe('admin users', () => {
  test("an admin bans a user and that user's open tab shows the suspended screen on its next request", async ({
    browser,
  }) => {
    // The user, in their own browser, with account settings open.
    const userPage = await pageInNewContext(browser);
    const account = await registerThroughApi(userPage, newAccount());
    await userPage.goto('/account-settings');
    const details = userPage.getByTestId('panel-account-details');
    await expect(details).toBeVisible();

    // The admin finds them, opens their security tab and bans them.
    const admin = await pageInNewContext(browser);
    await loginThroughApi(admin);
    await admin.goto(`/admin/users?query=${encodeURIComponent(account.email)}`);
    await admin
      .getByRole('link', { name: new RegExp(account.email.split('@')[0]!) })
      .first()
      .click();
    await expect(admin).toHaveURL(/\/admin\/users\/\d+\/details$/);
    await admin.getByRole('link', { name: 'Security' }).click();
    await expect(admin).toHaveURL(/\/security$/);
    await admin.getByTestId('panel-ban').getByRole('button', { name: 'Ban user' }).click();
    const dialog = admin.getByTestId('ban-user-dialog');
    await dialog.getByLabel('Reason').fill('Spamming comments');
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await expect(admin.getByTestId('ban-state')).toContainText('Spamming comments');
    if (SCREENS)
      await admin.screenshot({ path: `${SCREENS}/admin-users-banned-security-light-1280.png` });

    // The user's tab, untouched since, makes its next request: the suspended screen, no reload.
    await details.getByRole('textbox', { name: 'First name' }).fill('Still Here');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(
      userPage.getByRole('heading', { name: 'Your account is suspended' }),
    ).toBeVisible();
    await expect(details).toHaveCount(0);
    if (SCREENS)
      await userPage.screenshot({ path: `${SCREENS}/admin-users-suspended-tab-light-1280.png` });
    // A reload shows the same (the session only says "suspended" now).
    await userPage.reload();
    await expect(
      userPage.getByRole('heading', { name: 'Your account is suspended' }),
    ).toBeVisible();

    // Unban: the user logs in again and is back.
    await admin.getByTestId('panel-ban').getByRole('button', { name: 'Lift ban' }).click();
    await expect(admin.getByTestId('ban-state')).toContainText('not banned');
    await userPage.reload();
    await expect(userPage.getByRole('heading', { name: 'Your account is suspended' })).toHaveCount(
      0,
    );
    await loginThroughApi(userPage, account);
    await userPage.goto('/account-settings');
    await expect(userPage.getByTestId('panel-account-details')).toBeVisible();

    await userPage.context().close();
    await admin.context().close();
  });

  test('an admin filters the users table, reloads, and the filter holds', async ({ page }) => {
    await loginThroughApi(page);
    const tag = `flt${randomBytes(4).toString('hex')}`;
    await createUser(page, { name: `${tag} Verified`, email: `${tag}-v@example.com` });
    await createUser(page, {
      name: `${tag} Pending`,
      email: `${tag}-p@example.com`,
      email_verified: false,
    });

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`query=${tag}`));
    await expect(page.getByRole('link', { name: new RegExp(`${tag} Pending`) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`${tag} Verified`) })).toBeVisible();
    await page.locator('select[data-filter="verified"]').selectOption('false');
    await expect(page).toHaveURL(/verified=false/);
    await expect(page.getByRole('link', { name: new RegExp(`${tag} Verified`) })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(`${tag} Pending`) })).toBeVisible();

    await page.reload();
    await expect(page.locator('select[data-filter="verified"]')).toHaveValue('false');
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(tag);
    await expect(page.getByRole('link', { name: new RegExp(`${tag} Pending`) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`${tag} Verified`) })).toHaveCount(0);

    if (SCREENS) {
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.locator('select[data-filter="verified"]').selectOption('');
      await page.getByRole('searchbox', { name: 'Search users' }).fill('');
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForTimeout(400);
          await page.screenshot({ path: `${SCREENS}/admin-users-list-${theme}-${width}.png` });
        }
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/admin/users');
      await page
        .getByRole('link', { name: new RegExp(`${tag} Pending`) })
        .first()
        .click();
      for (const tab of ['details', 'permissions', 'security', 'date'] as const) {
        await page
          .getByRole('link', {
            name: tab === 'date' ? 'Date' : tab[0]!.toUpperCase() + tab.slice(1),
          })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${tab}$`));
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          for (const width of [1280, 375]) {
            await page.setViewportSize({ width, height: 900 });
            await page.waitForTimeout(400);
            await page.screenshot({
              path: `${SCREENS}/admin-users-edit-${tab}-${theme}-${width}.png`,
            });
          }
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    }
  });
});
