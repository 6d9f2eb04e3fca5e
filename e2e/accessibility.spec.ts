import { expect, test } from '@playwright/test';
import { seriousViolationsInEachScheme } from './support/axe';
import { loginThroughApi } from './support/session';

/** Axe finds no serious or critical violations on the main pages, light or dark. */
const PAGES = [
  '/',
  '/landing',
  '/pricing',
  '/pages/privacy-policy',
  '/contact',
  '/login',
  '/does-not-exist',
];

test.describe('accessibility', () => {
  for (const path of PAGES) {
    test(`${path} has no serious violations for a guest, light or dark`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolationsInEachScheme(page)).toEqual([]);
    });
  }

  test('the home page and the open user menu have no serious violations for a user, light or dark', async ({
    page,
  }) => {
    await loginThroughApi(page);
    await page.goto('/');
    await page.getByTestId('user-menu-trigger').click();
    await expect(page.getByRole('menu', { name: 'User menu' })).toBeVisible();
    expect(await seriousViolationsInEachScheme(page)).toEqual([]);
  });
});
