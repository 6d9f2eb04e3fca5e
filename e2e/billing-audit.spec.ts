import { expect, test, type Page } from '@playwright/test';
import { isYearlyPrice, TEST_CARDS, type Product } from '@tonearm/shared/billing/billing.schemas';
import { newAccount, registerThroughApi } from './support/account-users';

/**
 * /billing on a phone and on a desktop: the invoices fit the page (no sideways scrolling),
 * and each invoice's status and link are on screen. The subscription is bought with the
 * built-in test gateway through the API, as the checkout form would.
 */

const SCREENSHOTS = process.env.BILLING_SCREENSHOTS;

async function subscribe(page: Page) {
  const products = await page.request.get('/api/v1/billing/products');
  expect(products.ok()).toBe(true);
  const { pagination } = (await products.json()) as { pagination: { data: Product[] } };
  const plan = pagination.data.find((product) => !product.free && product.prices.length > 0)!;
  const price = plan.prices.find(isYearlyPrice) ?? plan.prices[0]!;
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await page.request.post('/api/v1/billing/checkout', {
    data: {
      product_id: plan.id,
      price_id: price.id,
      gateway: 'test',
      card: { number: TEST_CARDS.success, expiry: '12/34', cvc: '123' },
    },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf!.value), Accept: 'application/json' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

for (const width of [375, 1280]) {
  test(`the invoices on /billing fit a ${width} px screen, status and link in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await registerThroughApi(page, newAccount());
    await subscribe(page);
    // The bootstrap user must know of the subscription: a fresh page load gives it.
    await page.goto('/billing');
    await expect(page).toHaveURL(/\/billing$/);
    await page.getByRole('button', { name: 'Accept' }).click();
    const row = page.getByTestId('invoice-row').first();
    await expect(row).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const status = row.getByRole('cell', { name: 'Paid' });
    const link = row.getByRole('link', { name: /^View / });
    // The row scrolled to the middle of the screen, clear of the player bar.
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    for (const part of [status, link]) {
      await expect(part).toBeInViewport({ ratio: 1 });
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // Nothing covers it: the point at its middle belongs to it.
      const onTop = await part.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return !!hit && element.contains(hit);
      });
      expect(onTop).toBe(true);
    }
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/billing-${width}.png` });
  });
}
