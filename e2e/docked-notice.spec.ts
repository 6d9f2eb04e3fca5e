import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginThroughApi } from './support/session';

/**
 * The cookie notice takes its own room on every layout: no control of the admin (its header,
 * sidebar or drawer, a settings page and its Save bar) is ever under it, on a phone or a desktop.
 */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="combobox"]';

/** What of `controls` the notice covers, each scrolled into view first (as a person would). */
async function coveredControls(page: Page, scope: Locator): Promise<string[]> {
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  const covered: string[] = [];
  for (const control of await scope.locator(CONTROLS).all()) {
    if (!(await control.isVisible())) continue;
    const problem = await control.evaluate((element) => {
      // A visually hidden input (a switch, a checkbox, in a 1 px clipped box) is worked
      // through its label.
      let target = element as HTMLElement;
      for (let node: HTMLElement | null = target; node && node.tagName !== 'LABEL';) {
        if (node.getBoundingClientRect().width < 2) {
          target = target.closest('label') ?? target;
          break;
        }
        node = node.parentElement;
      }
      target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = target.getBoundingClientRect();
      const bar = document.querySelector('[data-testid="cookie-notice"]')!.getBoundingClientRect();
      const name = `${target.tagName.toLowerCase()} "${(target.textContent || target.getAttribute('aria-label') || target.getAttribute('name') || '').trim().slice(0, 40)}"`;
      const overlaps =
        box.left < bar.right &&
        box.right > bar.left &&
        box.top < bar.bottom &&
        box.bottom > bar.top;
      if (overlaps) return `${name} overlaps the notice`;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit?.closest('[data-testid="cookie-notice"]')) return `${name} is under the notice`;
      return null;
    });
    if (problem) covered.push(problem);
  }
  return covered;
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the cookie notice covers no control of the admin settings page`, async ({
    browser,
  }) => {
    // A context of its own: no accepted notice, the size of a phone or a desktop.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await loginThroughApi(page);
    await page.goto('/admin/settings/general');
    await expect(page.getByTestId('admin-settings')).toBeVisible();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeVisible();

    expect(await coveredControls(page, page.getByTestId('admin-layout'))).toEqual([]);
    if (viewport.width < 1024) {
      // The sidebar is a drawer on a phone.
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Admin navigation' });
      await expect(drawer).toBeVisible();
      expect(await coveredControls(page, drawer)).toEqual([]);
    } else {
      await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
    }
    await context.close();
  });
}
