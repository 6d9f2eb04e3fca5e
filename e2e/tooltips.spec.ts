import { expect, test, type Page } from '@playwright/test';
import { demoAlbum } from './support/player';

/**
 * Every icon-only button has a name and a tooltip. Walks each page
 * with the keyboard (a keyboard focus opens a tooltip at once): every focused button without
 * visible text must have an aria-label, and a tooltip saying it must appear.
 */
async function sweepIconOnlyButtons(page: Page, maxStops = 60): Promise<string[]> {
  const checked: string[] = [];
  const missing: string[] = [];
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element.tagName !== 'BUTTON') return null;
      if (element.innerText.trim() !== '') return null;
      return {
        label: element.getAttribute('aria-label') ?? '',
        html: element.outerHTML.slice(0, 120),
      };
    });
    if (!focused) continue;
    if (!focused.label) {
      missing.push(`no aria-label: ${focused.html}`);
      continue;
    }
    const tooltip = page.getByRole('tooltip').filter({ hasText: focused.label });
    const shown = () =>
      expect(tooltip)
        .toBeVisible({ timeout: 3000 })
        .then(() => true)
        .catch(() => false);
    // A tooltip closes when the page scrolls (react-aria), and the Tab that focused a button
    // below the fold scrolled it into view: focus it once more, the page now still.
    const ok =
      (await shown()) ||
      (await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        element.blur();
        element.focus();
      }),
      await shown());
    if (ok) checked.push(focused.label);
    else missing.push(`no tooltip: ${focused.label}`);
  }
  expect(missing).toEqual([]);
  return checked;
}

test('every icon-only button on the home and album pages has a name and a tooltip', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const album = await demoAlbum(page);
  await page.goto('/');
  await expect(page.getByTestId('navbar')).toBeVisible();
  await page.goto(`/album/${album.id}/x/x`);
  await expect(page.getByTestId('track-row').first()).toBeVisible();
  // Play, so the player bar's buttons are in the walk too.
  await page.getByTestId('track-row').first().hover();
  await page.getByTestId('track-row').first().getByTestId('track-play-button').click();
  const checked = await sweepIconOnlyButtons(page);
  // The walk met the icon-only buttons it should: the track rows' and the player bar's.
  expect(checked.some((label) => label.startsWith('More options for'))).toBe(true);
  expect(checked).toContain('Next');
  expect(checked).toContain('Open now playing');
});

test('the queue drag handles have a tooltip on keyboard focus', async ({ page }) => {
  const album = await demoAlbum(page);
  await page.goto(`/album/${album.id}/x/x`);
  await page.getByTestId('track-row').first().hover();
  await page.getByTestId('track-row').first().getByTestId('track-play-button').click();
  await page.getByTestId('player-bar').getByRole('button', { name: 'Queue' }).click();
  const handle = page.getByTestId('queue-drag-handle').first();
  await expect(handle).toBeVisible();
  // Reached with the keyboard, which opens a tooltip at once: Shift+Tab away, Tab back.
  await handle.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(handle).toBeFocused();
  const name = (await handle.getAttribute('aria-label'))!;
  expect(name).toMatch(/^Reorder /);
  await expect(page.getByRole('tooltip').filter({ hasText: name })).toBeVisible({ timeout: 3000 });
});

test('the mobile navbar menu button has a tooltip', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByTestId('navbar')).toBeVisible();
  const checked = await sweepIconOnlyButtons(page, 8);
  expect(checked).toContain('Open menu');
});
