import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerThroughApi } from './support/account-users';
import { loginThroughApi } from './support/session';

/** Set ADMIN_LOGS_SCREENS to a folder to save the pages' screenshots there. */
const SCREENS = process.env.ADMIN_LOGS_SCREENS;

async function screens(page: Page, name: string, ready: () => Promise<void>) {
  if (!SCREENS) return;
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: width === 375 ? 800 : 860 });
      await page.reload();
      await ready();
      await page.screenshot({ path: `${SCREENS}/admin-logs-${name}-${theme}-${width}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('admin logs', () => {
  test('an admin reads the password-reset mail a user just caused, in a sandboxed frame', async ({
    page,
    browser,
  }) => {
    // A fresh user asks for a password reset from a browser of their own.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const account = await registerThroughApi(visitorPage, newAccount());
    await visitor.clearCookies();
    await visitorPage.goto(`/forgot-password?email=${encodeURIComponent(account.email)}`);
    await visitorPage.getByRole('button', { name: 'Continue' }).click();
    await expect(visitorPage).toHaveURL(/\/login$/);
    await visitor.close();

    await loginThroughApi(page);
    await page.goto('/admin/logs');
    await expect(page).toHaveURL(/\/admin\/logs\/error$/);
    await page.getByRole('link', { name: 'Outgoing email', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/logs\/outgoing-email$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();

    await page.getByLabel('Search by recipient or subject').fill(account.email);
    await expect(page).toHaveURL(/query=/);
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Reset your');
    await expect(row).toContainText('Logged only');

    await row.getByRole('button', { name: /^Open email/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(account.email)).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(
      dialog
        .frameLocator('iframe')
        .getByText(/password\/reset|reset/i)
        .first(),
    ).toBeVisible();
    await screens(page, 'email-dialog', async () => {
      await row.getByRole('button', { name: /^Open email/ }).click();
      await expect(
        page.getByRole('dialog').frameLocator('iframe').getByText(/reset/i).first(),
      ).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await screens(page, 'outgoing-email', async () => {
      await expect(page.getByRole('row').filter({ hasText: account.email })).toHaveCount(1);
    });

    // The status filter holds in the URL.
    await page.locator('select[data-filter="status"]').selectOption('failed');
    await expect(page).toHaveURL(/status=failed/);
    await expect(page.getByRole('row').filter({ hasText: account.email })).toHaveCount(0);
  });

  test('the error tab loads with its Download latest link, and the schedule tab lists runs', async ({
    page,
  }) => {
    await loginThroughApi(page);
    await page.goto('/admin/logs/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Error', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A link to the spec's download route once something is logged; disabled before.
    await expect(
      page
        .getByRole('link', { name: 'Download latest' })
        .or(page.locator('[aria-disabled="true"]', { hasText: 'Download latest' })),
    ).toBeVisible();
    const download = page.getByRole('link', { name: 'Download latest' });
    if (await download.count())
      await expect(download).toHaveAttribute('href', '/api/v1/logs/error/download-latest');
    await expect(page.getByRole('table', { name: 'Error log' })).toBeVisible();
    await expect(page.locator('select[data-filter="level"]')).toBeVisible();
    await screens(page, 'error', async () => {
      await expect(page.getByRole('table', { name: 'Error log' })).toBeVisible();
    });

    await page.getByRole('link', { name: 'Schedule', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/logs\/schedule$/);
    const table = page.getByRole('table', { name: 'Schedule log' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Task/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Duration/ })).toBeVisible();
    // The server runs every task 5 s after it starts (then hourly): the runs show here.
    const pruneRun = table.getByRole('row').filter({ hasText: 'logs.prune' });
    await expect(async () => {
      await page.reload();
      await expect(pruneRun.first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(pruneRun.first()).toContainText('OK');
    await expect(pruneRun.first()).toContainText(/\d+(\.\d)? (ms|s)/);
    await page.locator('select[data-filter="name"]').selectOption('auth.prune-expired');
    await expect(page).toHaveURL(/name=auth\.prune-expired/);
    await expect(table.getByRole('row').filter({ hasText: 'logs.prune' })).toHaveCount(0);
    await expect(
      table.getByRole('row').filter({ hasText: 'auth.prune-expired' }).first(),
    ).toBeVisible();
    if (SCREENS) await page.goto('/admin/logs/schedule');
    await screens(page, 'schedule', async () => {
      await expect(page.getByRole('table', { name: 'Schedule log' })).toBeVisible();
    });
  });

  // /pricing while billing is on (the demo install) and the user is not subscribed.
  test('a user without logs.view is sent to /pricing', async ({ page }) => {
    await registerThroughApi(page, newAccount());
    await page.goto('/admin/logs/error');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId('admin-layout')).toHaveCount(0);
  });
});
