import { expect, test } from '@playwright/test';
import { registerThroughApi } from './support/account-users';

test.describe('API docs (/api-docs)', () => {
  test('a user creates a token in the developers panel and tries GET users/me with it', async ({
    page,
  }) => {
    const account = await registerThroughApi(page);
    await page.goto('/account-settings');
    const developers = page.getByTestId('panel-developers');
    await developers.getByRole('button', { name: 'Create token' }).click();
    const confirm = page.getByTestId('confirm-password-dialog');
    await confirm.getByLabel('Password').fill(account.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByTestId('create-token-dialog');
    await dialog.getByLabel('Token name').fill('Docs');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const token = (await page.getByTestId('plain-text-token').textContent())!.trim();
    expect(token).toMatch(/^\d+\|/);

    await page.goto('/api-docs');
    await expect(page.getByTestId('api-docs')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tonearm API' })).toBeVisible();
    // The areas sidebar groups the operations by tag.
    const sidebar = page.getByRole('navigation', { name: 'API areas' }).first();
    await expect(sidebar.getByRole('link', { name: /^account/i })).toBeVisible();

    await page.getByLabel('Access token').fill(token);
    const operation = page
      .getByTestId('api-operation')
      .filter({ has: page.locator('code', { hasText: /^\/api\/v1\/users\/\{id\}$/ }) })
      .filter({ has: page.getByText('get', { exact: true }) });
    await operation.locator('summary').click();
    // The answer's schema is shown as a tree before anything is sent.
    await expect(operation.getByTestId('response-200')).toContainText('email');
    await operation.getByLabel(/^id/).fill('me');
    await operation.getByRole('button', { name: 'Send request' }).click();
    await expect(operation.getByTestId('try-it-status')).toHaveText(/^200/);
    await expect(operation.getByTestId('try-it-body')).toContainText(account.email);
  });

  test('a guest without api.access is sent to log in', async ({ page }) => {
    await page.goto('/api-docs');
    await expect(page).toHaveURL(/\/login/);
  });
});
