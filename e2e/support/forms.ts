import type { Page } from '@playwright/test';

/** Flips a switch the way a person does: by its label (the input itself is visually hidden). */
export async function toggleSwitch(page: Page, name: string | RegExp): Promise<void> {
  await page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name }) })
    .click();
}
