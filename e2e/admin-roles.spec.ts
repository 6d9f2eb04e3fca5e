import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './support/account-users';
import { seriousViolationsInEachScheme } from './support/axe';
import { loginThroughApi, pageInNewContext, xsrfToken } from './support/session';

/** The logged-in user of a page's browser context, as the server sees it. */
async function currentUserId(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/bootstrap-data', {
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json()) as { bootstrapData: { user: { id: number } | null } };
  if (!body.bootstrapData.user) throw new Error('The page is not logged in');
  return body.bootstrapData.user.id;
}

/** Switches a permission on in the role editor (the switch's label starts with its name). */
async function turnOn(page: Page, permission: string) {
  const toggle = page.getByRole('switch', {
    name: new RegExp(`^${permission.replace('.', '\\.')}`),
  });
  await page.locator('label').filter({ has: toggle }).click();
  await expect(toggle).toBeChecked();
}

test.describe('admin roles', () => {
  test('an admin creates a role with music.create, gives it to a user, and the user can open /backstage/upload', async ({
    browser,
  }) => {
    // A fresh listener, who cannot upload yet.
    const listener = await pageInNewContext(browser);
    await registerThroughApi(listener);
    const listenerId = await currentUserId(listener);
    await listener.goto('/backstage/upload');
    await expect(listener.getByRole('heading', { name: 'Upload music' })).toHaveCount(0);
    await expect(listener).not.toHaveURL(/\/backstage\/upload$/);

    // The admin makes the role in the editor.
    const admin = await pageInNewContext(browser);
    await loginThroughApi(admin);
    await admin.goto('/admin/roles');
    await expect(admin.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    await admin.getByRole('link', { name: 'New role' }).click();
    await expect(admin).toHaveURL(/\/admin\/roles\/new$/);

    const roleName = `Uploaders ${randomBytes(3).toString('hex')}`;
    await admin.getByLabel('Name').fill(roleName);
    await admin.getByLabel('Description').fill('Artists who may upload music.');
    await admin.getByRole('searchbox', { name: 'Search permissions' }).fill('music');
    await turnOn(admin, 'music.create');
    // music.create supports an upload limit; empty means none.
    await admin.getByLabel('Upload limit').fill('50');
    await admin.getByRole('button', { name: 'Create role' }).click();
    await expect(admin.getByTestId('toast')).toHaveText('Role created');
    await expect(admin).toHaveURL(/\/admin\/roles\/\d+\/edit$/);
    const roleId = Number(/\/admin\/roles\/(\d+)\/edit/.exec(admin.url())![1]);
    await expect(admin.getByRole('heading', { name: `Edit “${roleName}”` })).toBeVisible();
    await expect(admin.getByRole('switch', { name: /^music\.create/ })).toBeChecked();
    await expect(admin.getByLabel('Upload limit')).toHaveValue('50');

    // Given to the listener (the role-members API, as the admin).
    const added = await admin.request.post(`/api/v1/roles/${roleId}/add-users`, {
      data: { userIds: [listenerId] },
      headers: { 'X-XSRF-TOKEN': await xsrfToken(admin), Accept: 'application/json' },
    });
    expect(added.status()).toBe(200);

    // The list shows it with its one user.
    await admin.goto(`/admin/roles?query=${encodeURIComponent(roleName)}`);
    const row = admin.getByRole('row').filter({ hasText: roleName });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();

    // The listener's next page load has the permission: the upload page opens.
    await listener.goto('/backstage/upload');
    await expect(listener.getByRole('heading', { name: 'Upload music' })).toBeVisible();
    await expect(listener).toHaveURL(/\/backstage\/upload$/);

    await listener.context().close();
    await admin.context().close();
  });

  test('the built-in roles are marked and cannot be selected for deletion; a custom role can be deleted', async ({
    page,
  }) => {
    await loginThroughApi(page);
    const name = `Short lived ${randomBytes(3).toString('hex')}`;
    const created = await page.request.post('/api/v1/roles', {
      data: { name, description: 'Made to be deleted', permissions: [] },
      headers: { 'X-XSRF-TOKEN': await xsrfToken(page), Accept: 'application/json' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/admin/roles?query=admin');
    const adminRow = page.getByRole('row').filter({ hasText: 'Full access to the whole site.' });
    await expect(adminRow.getByText('Built-in')).toBeVisible();
    await expect(adminRow.getByRole('checkbox')).toBeDisabled();

    await page.goto(`/admin/roles?query=${encodeURIComponent(name)}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: /Delete/ }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Delete/ })
      .click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('the roles list and the role editor have no serious axe violations, light or dark', async ({
    page,
  }) => {
    await loginThroughApi(page);
    // The roles pages themselves; the admin frame is admin-shell's.
    const serious = () =>
      seriousViolationsInEachScheme(page, (builder) => builder.include('#main-content'));
    await page.goto('/admin/roles');
    await expect(page.getByRole('row').nth(2)).toBeVisible();
    expect(await serious()).toEqual([]);
    await page.goto('/admin/roles/new');
    await expect(page.getByRole('switch').first()).toBeVisible();
    await turnOn(page, 'music.create');
    expect(await serious()).toEqual([]);
  });
});
