import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
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

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const path of PAGES) {
      test(`${path} has no serious violations for a guest`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the home page and the open user menu have no serious violations for a user', async ({
      page,
    }) => {
      await loginThroughApi(page);
      await page.goto('/');
      await page.getByTestId('user-menu-trigger').click();
      await expect(page.getByRole('menu', { name: 'User menu' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
