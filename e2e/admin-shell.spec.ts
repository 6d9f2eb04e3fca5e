import { expect, test, type Page } from '@playwright/test';
import { seriousViolationsInEachScheme } from './support/axe';
import { newAccount, registerThroughApi } from './support/account-users';
import { ADMIN, loginThroughApi } from './support/session';

const SCREENS = process.env.ADMIN_SHELL_SCREENS;

async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('admin shell', () => {
  test('an admin lands on /admin after login and sees the shell with its sidebar', async ({
    page,
  }) => {
    await logInThroughForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    const layout = page.getByTestId('admin-layout');
    await expect(layout).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    for (const name of ['Reports', 'Users', 'Roles', 'Settings', 'Logs']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Reports', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // No music player in the admin.
    await expect(page.getByTestId('navbar')).toHaveCount(0);

    // An unknown admin path: the not-found page inside the admin frame.
    await page.goto('/admin/no-such-page');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();

    // "Back to site" goes home.
    await page.getByRole('link', { name: 'Back to site' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('admin-layout')).toHaveCount(0);

    if (SCREENS) {
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto('/admin');
        await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
        await page.screenshot({ path: `${SCREENS}/admin-core-shell-${theme}-1280.png` });
      }
    }
  });

  // Lacking a permission sends a logged-in user to /pricing while billing is on
  // and they are not subscribed (the demo install turns billing on), else to the 404 page.
  test('an ordinary user lands on / after login and is sent to /pricing from /admin', async ({
    page,
  }) => {
    const account = await registerThroughApi(page, newAccount());
    await page.context().clearCookies();
    await logInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId('admin-layout')).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('a guest opening /admin is sent to the login page and back after logging in', async ({
    page,
  }) => {
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fsettings$/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Back where they were going: the settings page, which opens on its first tab.
    await expect(page).toHaveURL(/\/admin\/settings(\/general)?$/);
    await expect(page.getByTestId('admin-layout')).toBeVisible();
  });

  test('at 375 px the sidebar is a drawer that opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logInThroughForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin navigation' });
    await expect(drawer).toBeVisible();
    if (SCREENS) {
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.screenshot({ path: `${SCREENS}/admin-core-drawer-${theme}-375.png` });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('admin-layout')).toBeVisible();

    if (SCREENS) {
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.goto('/admin');
        await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
        await page.screenshot({ path: `${SCREENS}/admin-core-shell-${theme}-375.png` });
      }
    }
  });

  test('the admin shell and its drawer have no serious axe violations, light or dark', async ({
    page,
  }) => {
    await loginThroughApi(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
    expect(await seriousViolationsInEachScheme(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Admin navigation' })).toBeVisible();
    expect(await seriousViolationsInEachScheme(page)).toEqual([]);
  });
});
