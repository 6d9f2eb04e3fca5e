import { expect, test, type Page } from '@playwright/test';
import { useDedicatedServer } from './support/spec-server';
import { loginAsAdminThroughForm } from './support/session';
import { toggleSwitch } from './support/forms';

/**
 * The admin plans pages and the settings "subscriptions" tab, on a server of this
 * spec's own: it adds, edits and hides plans and switches the test gateway, none of which may
 * touch the shared server's pricing page. The tests run in order in one worker.
 */
test.describe.configure({ mode: 'default' });

// No demo catalog (and so no demo plans): the plans here are the spec's own.
const server = useDedicatedServer({ SEED_DEMO: 'false' });
const at = server.at;

interface PublicPlan {
  id: number;
  name: string;
  hidden: boolean;
  feature_list: string[];
  prices: { amount: number; currency: string; interval: string; interval_count: number }[];
}

async function publicPlans(page: Page): Promise<PublicPlan[]> {
  const response = await page.request.get(at('/api/v1/billing/products'));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { pagination: { data: PublicPlan[] } }).pagination.data;
}

test('an admin creates a plan with a price and a permission, edits it and hides it', async ({
  page,
}) => {
  await loginAsAdminThroughForm(page, at('/login'));
  await page.goto(at('/admin'));
  await page.getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New plan' }).click();
  await expect(page).toHaveURL(/\/admin\/plans\/new$/);

  await page.getByRole('textbox', { name: 'Name' }).fill('Studio');
  await page.getByRole('textbox', { name: 'Description' }).fill('For people who make music.');
  await page.getByRole('button', { name: 'Add feature' }).click();
  await page.getByRole('textbox', { name: 'Feature 1' }).fill('Unlimited uploads');
  await page.getByRole('button', { name: 'Add feature' }).click();
  await page.getByRole('textbox', { name: 'Feature 2' }).fill('Downloads');
  await page.getByRole('button', { name: 'Add price' }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('12.50');
  await page.getByRole('combobox', { name: 'Interval' }).selectOption('month');
  await page.getByRole('searchbox', { name: 'Search permissions' }).fill('download');
  await toggleSwitch(page, /^music\.download/);
  await page.getByRole('button', { name: 'Create plan' }).click();

  await expect(page.getByTestId('toast')).toContainText('Plan created');
  await expect(page).toHaveURL(/\/admin\/plans\/\d+\/edit$/);
  const id = Number(/\/admin\/plans\/(\d+)\/edit$/.exec(page.url())![1]);

  let plans = await publicPlans(page);
  const created = plans.find((plan) => plan.id === id);
  expect(created).toMatchObject({
    name: 'Studio',
    hidden: false,
    feature_list: ['Unlimited uploads', 'Downloads'],
    prices: [{ amount: 12.5, currency: 'USD', interval: 'month', interval_count: 1 }],
  });

  // Edit: a new name, a yearly price beside the monthly one, and hidden from the pricing page.
  await page.getByRole('textbox', { name: 'Name' }).fill('Studio Pro');
  await page.getByRole('button', { name: 'Add price' }).click();
  await page.getByRole('textbox', { name: 'Amount' }).nth(1).fill('120');
  await page.getByRole('combobox', { name: 'Interval' }).nth(1).selectOption('year');
  await toggleSwitch(page, /^Hidden/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Plan saved');

  plans = await publicPlans(page);
  expect(plans.map((plan) => plan.id)).not.toContain(id);
  const direct = await page.request.get(at(`/api/v1/billing/products/${id}`));
  expect(direct.status()).toBe(200);
  expect(((await direct.json()) as { product: PublicPlan }).product).toMatchObject({
    name: 'Studio Pro',
    hidden: true,
    prices: [
      { amount: 12.5, interval: 'month' },
      { amount: 120, interval: 'year' },
    ],
  });

  // The list shows it with its prices and the hidden badge.
  await page.getByRole('link', { name: 'Plans' }).first().click();
  const row = page.getByRole('row').filter({ hasText: 'Studio Pro' });
  await expect(row).toContainText('$12.50 / month');
  await expect(row).toContainText('$120.00 / year');
  await expect(row).toContainText('Hidden');
});

test('a price with a bad amount shows its field error and saves nothing', async ({ page }) => {
  await loginAsAdminThroughForm(page, at('/login'));
  await page.goto(at('/admin/plans/new'));
  await page.getByRole('textbox', { name: 'Name' }).fill('Broken');
  await page.getByRole('button', { name: 'Add price' }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('9.999');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText('USD amounts have at most 2 decimals.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/plans\/new$/);
  expect((await publicPlans(page)).map((plan) => plan.name)).not.toContain('Broken');
});

test('the settings subscriptions tab saves the test gateway switch', async ({ page }) => {
  await loginAsAdminThroughForm(page, at('/login'));
  await page.goto(at('/admin/settings/subscriptions'));
  const gateway = page.getByRole('switch', { name: /Enable the test gateway/ });
  await expect(gateway).not.toBeChecked();
  // The provider secrets are write-only fields.
  await expect(page.getByText('Secret key', { exact: true })).toBeVisible();
  await toggleSwitch(page, /Enable the test gateway/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Settings saved');

  await page.reload();
  await expect(page.getByRole('switch', { name: /Enable the test gateway/ })).toBeChecked();
  const bootstrap = await page.request.get(at('/api/v1/bootstrap-data'), {
    headers: { Accept: 'application/json' },
  });
  const body = (await bootstrap.json()) as {
    bootstrapData: { settings: Record<string, unknown> };
  };
  expect(body.bootstrapData.settings['billing.test_gateway.enable']).toBe(true);
});

test('a new demo site has a free plan and two paid ones, with billing on and the test gateway', async ({
  request,
}) => {
  // The shared e2e server seeds the demo catalog on its fresh database, and so the demo plans.
  const response = await request.get('/api/v1/billing/products');
  const plans = ((await response.json()) as { pagination: { data: PublicPlan[] } }).pagination.data;
  expect(plans.map((plan) => plan.name)).toEqual(['Free', 'Premium', 'Pro']);
  const bootstrap = await request.get('/api/v1/bootstrap-data', {
    headers: { Accept: 'application/json' },
  });
  const { settings } = (
    (await bootstrap.json()) as {
      bootstrapData: { settings: Record<string, unknown> };
    }
  ).bootstrapData;
  expect(settings['billing.enable']).toBe(true);
  expect(settings['billing.test_gateway.enable']).toBe(true);
});
