import { expect, test } from '@playwright/test';
import { ADMIN, loginAsAdminThroughForm } from './support/session';

test.describe('login and logout', () => {
  test('a user logs in on the auth page, finds their user menu, and logs out to /login', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByTestId('auth-layout')).toBeVisible();
    // A new install's footer leads to its seeded privacy policy page.
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(
      page.getByTestId('site-footer').getByRole('link', { name: 'Privacy policy' }),
    ).toHaveAttribute('href', '/pages/privacy-policy');
    const remember = page.getByRole('checkbox', { name: 'Stay signed in for a month' });
    await expect(remember).toBeChecked();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Admins land on /admin after login.
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto('/');
    await page.getByTestId('user-menu-trigger').click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    await expect(menu.getByRole('menuitem', { name: 'Profile page' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
    // Billing shows only to subscribers; Notifications only on mobile.
    await expect(menu.getByRole('menuitem', { name: 'Billing' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Notifications' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
    await page.goto('/');
    await expect(page.getByTestId('navbar').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the user menu toggles between Dark mode and Light mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await loginAsAdminThroughForm(page);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/');
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByTestId('user-menu-trigger').click();
    await expect(page.getByRole('menuitem', { name: 'Light mode' })).toBeVisible();
  });

  test('a logged-in visitor is sent away from the login page', async ({ page }) => {
    await loginAsAdminThroughForm(page);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guest following a guarded link is sent to /login', async ({ page }) => {
    await page.goto('/api-docs');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapi-docs$/);
  });
});
