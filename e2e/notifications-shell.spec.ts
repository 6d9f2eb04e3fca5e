import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiWrite, newListener, type Listener } from './support/listeners';

/**
 * Notifications in the shell: the popover keeps the 16 px popover padding
 * from both edges of a phone, the bell's name carries the unread count, "View all" leads to
 * the notifications page, and a Spanish user reads the notification settings in Spanish.
 */

/** `person` gets one unread notification: `by` follows them. */
async function followedBy(person: Listener, by: Listener): Promise<void> {
  await apiWrite(by.page, 'POST', '/api/v1/follows', {
    followable_type: 'user',
    followable_id: person.id,
  });
}

/**
 * Two new listeners, the second following the first; the first opens the notifications popover
 * from the home page at `viewport`.
 */
async function openFollowNotification(
  browser: Browser,
  options: { names: [string, string]; viewport: { width: number; height: number } },
) {
  const person = await newListener(browser, options.names[0]);
  const follower = await newListener(browser, options.names[1]);
  await followedBy(person, follower);
  await person.page.setViewportSize(options.viewport);
  await person.page.goto('/');
  const panel = await openPopover(person.page);
  return { person, follower, panel };
}

/** A new listener's page, 375 px wide like a phone. */
async function listenerOnPhone(browser: Browser, firstName: string): Promise<Page> {
  const { page } = await newListener(browser, firstName);
  await page.setViewportSize({ width: 375, height: 740 });
  return page;
}

async function openPopover(page: Page) {
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  return page.getByRole('dialog', { name: 'Notifications' });
}

test('at 375 px the popover keeps 16 px from both edges; the bell says how many are unread', async ({
  browser,
}) => {
  const { person, follower, panel } = await openFollowNotification(browser, {
    names: ['Bo', 'Ann'],
    viewport: { width: 375, height: 740 },
  });
  await expect(panel).toContainText(`${follower.name} started following you`);
  const popover = await panel.locator('xpath=..').boundingBox();
  expect(popover).not.toBeNull();
  expect(popover!.x).toBeGreaterThanOrEqual(16);
  expect(375 - (popover!.x + popover!.width)).toBeGreaterThanOrEqual(16);
  await person.page.context().close();
  await follower.page.context().close();
});

test('at 1280 px "View all" leads from the popover to /notifications', async ({ browser }) => {
  const { person, follower, panel } = await openFollowNotification(browser, {
    names: ['Cy', 'Dee'],
    viewport: { width: 1280, height: 900 },
  });
  await panel.getByRole('link', { name: 'View all' }).click();
  await expect(person.page).toHaveURL(/\/notifications$/);
  await expect(person.page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(person.page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
  await expect(person.page.getByText(`${follower.name} started following you`)).toBeVisible();
  await person.page.context().close();
  await follower.page.context().close();
});

for (const width of [375, 1280]) {
  test(`a Spanish user reads the notification settings in Spanish at ${width} px`, async ({
    browser,
  }) => {
    const eva = await newListener(browser, 'Eva');
    await apiWrite(eva.page, 'POST', '/api/v1/users/me/locale', { locale: 'es' });
    await eva.page.setViewportSize({ width, height: 900 });
    await eva.page.goto('/notifications/settings');
    const page = eva.page;
    await expect(
      page.getByRole('heading', { name: 'Configuración de notificaciones', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Navegador' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Correo electrónico' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Música' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Alguien me sigue' })).toBeVisible();
    await expect(
      page.getByRole('rowheader', { name: 'Mi suscripción termina pronto' }),
    ).toBeVisible();
    await expect(page.getByText('Browser', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Someone follows me')).toHaveCount(0);
    // This browser granted nothing: every "Navegador" box starts off.
    const browserBoxes = page.getByRole('checkbox', { name: /: Navegador$/ });
    await expect(browserBoxes).toHaveCount(8);
    for (const box of await browserBoxes.all()) await expect(box).not.toBeChecked();
    await eva.page.context().close();
  });
}

test.describe('the shell on a phone (375 px)', () => {
  test('the account-settings section strip shows that it scrolls, and scrolls', async ({
    browser,
  }) => {
    const page = await listenerOnPhone(browser, 'Fay');
    await page.goto('/account-settings');
    const nav = page.getByRole('navigation', { name: 'Account settings' });
    const strip = nav.getByRole('list');
    const right = nav.getByRole('button', { name: 'Scroll right' });
    await expect(right).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Scroll left' })).toHaveCount(0);
    await right.click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(nav.getByRole('button', { name: 'Scroll left' })).toBeVisible();
    await page.context().close();
  });

  test('the error dialog shows a long line of code whole, and no log download to a listener', async ({
    browser,
  }) => {
    const page = await listenerOnPhone(browser, 'Gus');
    await page.goto('/');
    const failing =
      '    return session.user.id; // the session was ended by another device meanwhile';
    await page.route('**/auth/logout*', (route) =>
      route.fulfill({
        status: 500,
        json: {
          exception: 'TypeError',
          message: "Cannot read properties of undefined (reading 'id')",
          totalVendorGroups: 0,
          trace: [
            {
              path: 'packages/server/src/modules/auth/auth.service.ts',
              method: 'AuthService.logout',
              lineNumber: 42,
              codeSnippet: { '41': '  async logout(session) {', '42': failing, '43': '  }' },
              vendor: false,
            },
          ],
        },
      }),
    );
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'An error occured' });
    await expect(dialog.locator('[data-highlighted="true"]')).toContainText(failing.trim());
    const lines = dialog.getByTestId('code-snippet-lines');
    const overflow = await lines.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The log route refuses a listener: the dialog does not offer it.
    await expect(dialog.getByRole('link', { name: 'Download log' })).toHaveCount(0);
    await page.context().close();
  });
});
