import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  BILLING_MESSAGES,
  isMonthlyPrice,
  isYearlyPrice,
  TEST_CARDS,
  type Price,
  type Product,
} from '@tonearm/shared/billing/billing.schemas';
import { newAccount, registerThroughApi } from './support/account-users';

/**
 * The listener's journey with the built-in test gateway, against the
 * demo plans the e2e server seeds (a free plan and two paid ones with monthly and yearly
 * prices, billing on with the test gateway). Plan names and ids are read from the API.
 */

interface PaidPlan {
  product: Product;
  monthly: Price;
  yearly: Price;
}

async function paidPlans(request: APIRequestContext): Promise<PaidPlan[]> {
  const response = await request.get('/api/v1/billing/products');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { pagination: { data: Product[] } };
  const plans: PaidPlan[] = [];
  for (const product of body.pagination.data) {
    const monthly = product.prices.find(isMonthlyPrice);
    const yearly = product.prices.find(isYearlyPrice);
    if (!product.free && monthly && yearly) plans.push({ product, monthly, yearly });
  }
  // The recommended plan first: it is the one a newcomer picks.
  return plans.sort((a, b) => Number(b.product.recommended) - Number(a.product.recommended));
}

async function payWithCard(page: Page, number: string) {
  await page.getByLabel(/Card number/).fill(number);
  await page.getByLabel(/Expiry/).fill('12/34');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

async function subscriptionOf(page: Page) {
  const response = await page.request.get('/api/v1/billing/subscription');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { subscription: { status: string } | null }).subscription;
}

test.describe('billing with the test gateway', () => {
  test('a guest picks the yearly plan, registers, subscribes, changes to monthly, cancels and renews', async ({
    page,
  }) => {
    const plans = await paidPlans(page.request);
    expect(plans.length).toBeGreaterThanOrEqual(2);
    const [chosen, other] = plans as [PaidPlan, PaidPlan];
    const account = newAccount();

    // Pricing: yearly by default; the guest picks the recommended plan.
    await page.goto('/pricing');
    await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    const card = page.getByTestId(`plan-${chosen.product.id}`);
    await expect(card.getByRole('heading', { name: chosen.product.name })).toBeVisible();
    await card.getByRole('button', { name: 'Choose plan' }).click();

    // Register first, then straight on to that plan's checkout.
    await expect(page).toHaveURL(/\/register\?redirectFrom=pricing$/);
    await expect(
      page.getByRole('heading', { name: "First, let's create your account" }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${chosen.product.id}/${chosen.yearly.id}$`));
    await expect(page.getByTestId('summary-plan')).toHaveText(chosen.product.name);

    // The success card: subscribed, on /billing with the plan.
    await payWithCard(page, TEST_CARDS.success);
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByTestId('billing-plan-name')).toHaveText(chosen.product.name);
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');
    await expect(page.getByTestId('payment-method-details')).toContainText('4242');
    await page.getByRole('button', { name: 'User menu' }).first().click();
    await expect(page.getByRole('menuitem', { name: 'Billing' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Change to the other plan's monthly price, after seeing the proration.
    await page.getByRole('link', { name: 'Change plan' }).click();
    await expect(page).toHaveURL(/\/billing\/change-plan$/);
    // react-aria draws the radio's label over its hidden input: the label takes the click.
    await page.getByTestId('billing-cycle').getByText('Monthly', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await page
      .getByTestId(`plan-${other.product.id}`)
      .getByRole('button', { name: 'Switch to this plan' })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/billing/change-plan/${other.product.id}/${other.monthly.id}/confirm$`),
    );
    await expect(page.getByTestId('proration-amount-due')).toBeVisible();
    await expect(page.getByTestId('proration-credit')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByTestId('billing-plan-name')).toHaveText(other.product.name);
    await expect(page.getByTestId('billing-price')).toContainText('Monthly');

    // Cancel: the end date shows.
    await page.getByRole('link', { name: 'Cancel plan' }).click();
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(page.getByTestId('cancel-done')).toContainText(/You keep it until \w+ \d+, \d{4}/);
    await page.getByRole('link', { name: 'Back to billing' }).click();
    await expect(page.getByTestId('subscription-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('billing-ends-notice')).toBeVisible();

    // Renew before it ends.
    await page.getByRole('link', { name: 'Renew plan' }).click();
    await expect(page).toHaveURL(/\/billing\/renew$/);
    await page.getByRole('button', { name: 'Renew plan' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  });

  test('a declined card shows the provider’s message and creates nothing', async ({ page }) => {
    const [plan] = await paidPlans(page.request);
    await registerThroughApi(page, newAccount());
    await page.goto(`/checkout/${plan!.product.id}/${plan!.monthly.id}`);
    await payWithCard(page, TEST_CARDS.declined);
    await expect(page.getByTestId('payment-error')).toHaveText(BILLING_MESSAGES.declined);
    await expect(page).toHaveURL(new RegExp(`/checkout/${plan!.product.id}/${plan!.monthly.id}$`));
    expect(await subscriptionOf(page)).toBeNull();
    // Still not a subscriber: /billing sends them to /pricing.
    await page.goto('/billing');
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('a card that needs the bank’s confirmation subscribes once approved', async ({ page }) => {
    const [plan] = await paidPlans(page.request);
    await registerThroughApi(page, newAccount());
    await page.goto(`/checkout/${plan!.product.id}/${plan!.yearly.id}`);
    await payWithCard(page, TEST_CARDS.requiresConfirmation);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(BILLING_MESSAGES.requiresConfirmation);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByTestId('billing-plan-name')).toHaveText(plan!.product.name);
  });
});
