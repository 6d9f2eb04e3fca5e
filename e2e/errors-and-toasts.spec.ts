import { expect, test } from '@playwright/test';
import { loginThroughApi } from './support/session';

const debugTrace = {
  exception: 'TypeError',
  message: "Cannot read properties of undefined (reading 'id')",
  totalVendorGroups: 1,
  trace: [
    {
      path: 'packages/server/src/modules/auth/auth.service.ts',
      method: 'AuthService.logout',
      lineNumber: 42,
      codeSnippet: {
        '40': '  async logout(session) {',
        '41': '    const user = undefined;',
        '42': '    return user.id;',
        '43': '  }',
      },
      vendor: false,
    },
    {
      path: 'node_modules/fastify/lib/handle-request.js',
      method: 'handler',
      lineNumber: 10,
      codeSnippet: { '10': 'x' },
      vendor: 'fastify',
    },
    {
      path: 'node_modules/fastify/lib/hooks.js',
      method: 'next',
      lineNumber: 20,
      codeSnippet: { '20': 'y' },
      vendor: 'fastify',
    },
  ],
};

test.describe('errors from the server', () => {
  test.beforeEach(async ({ page }) => {
    await loginThroughApi(page);
    await page.goto('/');
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
  });

  test('a debug trace opens the error dialog with its stack-trace viewer', async ({ page }) => {
    await page.route('**/auth/logout*', (route) =>
      route.fulfill({ status: 500, json: { ...debugTrace } }),
    );
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'An error occured' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('TypeError');
    await expect(dialog).toContainText("Cannot read properties of undefined (reading 'id')");
    await expect(dialog.locator('[data-highlighted="true"]')).toContainText('return user.id;');
    const group = dialog.getByRole('button', { name: 'Show 2 vendor frames' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(dialog.getByRole('button', { name: 'Hide 2 vendor frames' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(dialog).toContainText('node_modules/fastify/lib/hooks.js');
    await expect(dialog.getByRole('link', { name: 'Download log' })).toHaveAttribute(
      'href',
      /logs\/error\/download-latest/,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a failure toast pauses while hovered and leaves after its duration', async ({ page }) => {
    // The toast's duration runs on a controlled clock, so the test moves time instead of waiting
    // it out (time still flows on its own between the jumps).
    await page.clock.install();
    await page.reload();
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
    await page.route('**/auth/logout*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Logging out is unavailable.' } }),
    );
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toBeVisible();
    // A danger toast is announced assertively.
    await expect(page.getByTestId('toast-announcer-assertive')).toHaveText(
      'Logging out is unavailable.',
    );
    await expect(toast).toContainText('Logging out is unavailable.');
    // It floats above the cookie notice docked at the bottom instead of covering it.
    const toastBox = (await toast.boundingBox())!;
    const noticeBox = (await page.getByTestId('cookie-notice').boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(noticeBox.y);
    await toast.hover();
    // Danger toasts last 8000 ms; hovered, it outlives that.
    await page.clock.runFor(9000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 400);
    await page.clock.runFor(8000);
    await expect(toast).toBeHidden({ timeout: 12_000 });
  });
});
