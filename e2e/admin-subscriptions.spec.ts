import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  isMonthlyPrice,
  isYearlyPrice,
  TEST_CARDS,
  type Product,
} from '@tonearm/shared/billing/billing.schemas';
import { newAccount, registerThroughApi, type TestAccount } from './support/account-users';
import { loginThroughApi, xsrfToken } from './support/session';

/**
 * The admin subscriptions pages against the real server, on the shared demo
 * install (billing on, the test gateway, the demo plans). Each test makes its own users; plan
 * names and ids are read from the API.
 */

async function paidPlans(page: Page): Promise<Product[]> {
  const response = await page.request.get('/api/v1/billing/products');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { pagination: { data: Product[] } };
  return body.pagination.data.filter(
    (product) =>
      !product.free && product.prices.some(isMonthlyPrice) && product.prices.some(isYearlyPrice),
  );
}

/** A fresh user in a browser context of their own; the page stays logged in as them. */
async function freshUser(browser: Browser): Promise<{ page: Page; account: TestAccount }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerThroughApi(page, newAccount());
  return { page, account };
}

/** "2027-03-14": `days` from today, as a date input takes it. */
function dateIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function adminSubscription(page: Page, id: number) {
  const response = await page.request.get(`/api/v1/admin/subscriptions/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { subscription: { status: string; ends_at: string | null } })
    .subscription;
}

/** Opens the one row of `email` once the searched table has settled. */
async function openRow(page: Page, email: string) {
  await expect(page).toHaveURL(/[?&]query=/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(async () => {
    await row.getByRole('link', { name: /View subscription of/ }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/admin\/subscriptions\/\d+$/, { timeout: 2_000 });
  }).toPass();
}

async function confirmCancel(page: Page) {
  const dialog = page.getByTestId('cancel-subscription-confirm');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
}

test.describe('admin subscriptions', () => {
  test('an admin grants a manual subscription, finds it, extends, cancels at period end, renews and cancels now', async ({
    page,
    browser,
  }) => {
    const [plan] = await paidPlans(page);
    expect(plan).toBeDefined();
    const price = plan!.prices.find(isMonthlyPrice)!;
    const { page: userPage, account } = await freshUser(browser);
    await loginThroughApi(page);

    // Grant from the dialog: the user is found by email.
    await page.goto('/admin/subscriptions');
    await expect(page.getByRole('heading', { name: 'Subscriptions', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Grant subscription' }).click();
    const dialog = page.getByTestId('grant-subscription-dialog');
    await dialog.getByRole('textbox', { name: 'User' }).fill(account.email);
    await dialog.getByRole('button', { name: new RegExp(account.email) }).click();
    await expect(dialog).toContainText(account.email);
    await dialog.getByRole('combobox', { name: 'Plan' }).selectOption({ value: String(plan!.id) });
    await dialog.getByRole('combobox', { name: 'Price' }).selectOption({ value: String(price.id) });
    await dialog.getByLabel('Ends on').fill(dateIn(30));
    await dialog.getByRole('button', { name: 'Grant subscription' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Subscription granted' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // The list: filtered by plan and status, searched by the user.
    await page.locator('select[data-filter="product_id"]').selectOption(String(plan!.id));
    await page.locator('select[data-filter="status"]').selectOption('active');
    await page.getByRole('searchbox', { name: 'Search by user' }).fill(account.email);
    // The search reaches the URL after a pause: wait for it before touching another filter.
    await expect(page).toHaveURL(/[?&]query=/);
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(plan!.name);
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Granted by an admin');
    // Another status hides it.
    await page.locator('select[data-filter="status"]').selectOption('cancelled');
    await expect(page).toHaveURL(/[?&]status=cancelled/);
    await expect(page.getByRole('row').filter({ hasText: account.email })).toHaveCount(0);
    await page.locator('select[data-filter="status"]').selectOption('active');

    // Open it.
    await page
      .getByRole('row')
      .filter({ hasText: account.email })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/subscriptions\/\d+$/);
    const id = Number(/\/admin\/subscriptions\/(\d+)$/.exec(page.url())![1]);
    const facts = page.getByRole('region', { name: 'Subscription', exact: true });
    await expect(facts).toContainText(account.email);
    await expect(facts).toContainText(plan!.name);
    await expect(facts.getByTestId('subscription-status')).toHaveText('Active');

    // Extend by two months: the end date moves.
    const before = (await adminSubscription(page, id)).ends_at!;
    await page.getByLabel('Extend until').fill(dateIn(90));
    await page.getByRole('button', { name: 'Extend' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Subscription extended.' }),
    ).toBeVisible();
    const extended = (await adminSubscription(page, id)).ends_at!;
    expect(new Date(extended).getTime()).toBeGreaterThan(
      new Date(before).getTime() + 50 * 86_400_000,
    );
    await expect(facts).toContainText(
      new Date(extended).toLocaleDateString('en-US', { dateStyle: 'medium' }),
    );

    // Cancel at period end: cancelled, until the period end.
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await confirmCancel(page);
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Subscription cancelled.' }),
    ).toBeVisible();
    await expect(facts.getByTestId('subscription-status')).toContainText('Cancelled');
    await expect(facts.getByTestId('subscription-status')).toContainText('Until period end');
    expect(await adminSubscription(page, id)).toMatchObject({
      status: 'cancelled',
      ends_at: extended,
    });

    // Renew: active again.
    await page.getByRole('button', { name: 'Renew' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Subscription renewed.' }),
    ).toBeVisible();
    await expect(facts.getByTestId('subscription-status')).toHaveText('Active');

    // The user has the plan meanwhile.
    const mine = await userPage.request.get('/api/v1/billing/subscription');
    expect(
      ((await mine.json()) as { subscription: { status: string } }).subscription,
    ).toMatchObject({ status: 'active' });

    // Cancel now: expired, and no action is left but changing nothing.
    await page.getByRole('button', { name: 'Cancel now' }).click();
    await confirmCancel(page);
    await expect(facts.getByTestId('subscription-status')).toHaveText('Expired');
    await expect(page.getByRole('button', { name: 'Cancel now' })).toHaveCount(0);
    expect((await adminSubscription(page, id)).status).toBe('expired');
    const after = await userPage.request.get('/api/v1/billing/subscription');
    expect(
      ((await after.json()) as { subscription: { valid: boolean } | null }).subscription?.valid,
    ).not.toBe(true);
    await userPage.context().close();
  });

  test('an admin changes the plan of a subscriber who paid with the test card, and their billing page shows it', async ({
    page,
    browser,
  }) => {
    const plans = await paidPlans(page);
    expect(plans.length).toBeGreaterThanOrEqual(2);
    const [first, second] = plans as [Product, Product];
    const { page: userPage, account } = await freshUser(browser);
    const checkout = await userPage.request.post('/api/v1/billing/checkout', {
      data: {
        product_id: first.id,
        price_id: first.prices.find(isMonthlyPrice)!.id,
        gateway: 'test',
        card: { number: TEST_CARDS.success, expiry: '12/34', cvc: '123' },
      },
      headers: { 'X-XSRF-TOKEN': await xsrfToken(userPage), Accept: 'application/json' },
    });
    expect(checkout.ok(), await checkout.text()).toBe(true);
    await userPage.goto('/billing');
    await expect(userPage.getByTestId('billing-plan-name')).toHaveText(first.name);

    await loginThroughApi(page);
    await page.goto('/admin/subscriptions');
    await page.locator('select[data-filter="gateway"]').selectOption('test');
    await page.getByRole('searchbox', { name: 'Search by user' }).fill(account.email);
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect(row).toContainText(first.name);
    await expect(row).toContainText('Test gateway');
    await openRow(page, account.email);
    const facts = page.getByRole('region', { name: 'Subscription', exact: true });
    await expect(facts).toContainText('4242');

    const target = second.prices.find(isYearlyPrice)!;
    await page
      .getByRole('combobox', { name: 'Plan and price' })
      .selectOption({ value: String(target.id) });
    await page.getByRole('button', { name: 'Change plan' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Plan changed.' })).toBeVisible();
    await expect(facts).toContainText(second.name);

    await userPage.goto('/billing');
    await expect(userPage.getByTestId('billing-plan-name')).toHaveText(second.name);
    await expect(userPage.getByTestId('billing-price')).toContainText('Yearly');
    await expect(userPage.getByTestId('subscription-status')).toHaveText('Active');
    await userPage.context().close();
  });
});
