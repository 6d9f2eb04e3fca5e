import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerThroughApi } from './support/account-users';
import { loginThroughApi } from './support/session';

/** Set BACKSTAGE_SCREENS to a folder to save the pages' screenshots there. */
const SCREENS = process.env.BACKSTAGE_SCREENS;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function shoot(page: Page, name: string) {
  if (!SCREENS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SCREENS}/requests-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('backstage requests', () => {
  test("a user asks to become an artist, an admin approves, and the user's upload page opens", async ({
    browser,
  }) => {
    const artistName = `Newcomers ${randomBytes(3).toString('hex')}`;

    // The user: no upload yet; the user menu offers "Become an artist".
    const userContext = await browser.newContext();
    const user = await userContext.newPage();
    const account = await registerThroughApi(user, newAccount());
    await user.goto('/backstage/upload');
    await expect(user).not.toHaveURL(/\/backstage\/upload$/);
    await user.goto('/');
    await user.getByRole('button', { name: 'User menu' }).first().click();
    await user.getByRole('menuitem', { name: 'Become an artist' }).click();
    await expect(user).toHaveURL(/\/backstage\/requests$/);
    await expect(user.getByRole('heading', { name: 'Backstage' })).toBeVisible();
    await shoot(user, 'index');

    await user.getByRole('link', { name: /Become an artist/ }).click();
    await expect(user).toHaveURL(/\/backstage\/requests\/become-artist$/);
    await user.getByLabel(/Artist name/).fill(artistName);
    await user.getByTestId('image-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(user.getByRole('img', { name: 'Artist image' })).toBeVisible();
    await user.getByRole('button', { name: 'Add link' }).click();
    await user.getByLabel('URL').fill('ftp://nope');
    await expect(user.getByText('Links must start with http:// or https://.')).toBeVisible();
    await user.getByLabel('URL').fill('https://example.com/newcomers');
    await user.getByLabel('Title').fill('Website');
    await user.getByTestId('proof-input').setInputFiles([
      { name: 'press-kit.txt', mimeType: 'text/plain', buffer: Buffer.from('Our press kit') },
      { name: 'contract.txt', mimeType: 'text/plain', buffer: Buffer.from('Our contract') },
    ]);
    await expect(user.getByRole('list', { name: 'Proof files' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await user.getByLabel('Message').fill('We play every Friday.');
    await shoot(user, 'form');
    await user.getByRole('button', { name: 'Send request' }).click();
    await expect(user).toHaveURL(/\/backstage\/requests\/(\d+)\/request-submitted$/);
    const requestId = /requests\/(\d+)\//.exec(user.url())![1]!;
    await expect(user.getByRole('heading', { name: 'Request submitted' })).toBeVisible();
    await expect(user.getByTestId('request-status')).toHaveText('Pending');
    await shoot(user, 'submitted');

    // The admin finds it in the table and approves it on its page.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginThroughApi(admin);
    await admin.goto(`/admin/backstage-requests?query=${encodeURIComponent(account.email)}`);
    await expect(admin.getByText(artistName)).toBeVisible();
    await shoot(admin, 'admin-list');
    await admin.goto(`/admin/backstage-requests/${requestId}`);
    await expect(admin.getByText('We play every Friday.')).toBeVisible();
    const download = admin.waitForEvent('download');
    await admin.getByRole('link', { name: /press-kit\.txt/ }).click();
    expect((await download).suggestedFilename()).toBe('press-kit.txt');
    await shoot(admin, 'admin-review');
    await admin.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByTestId('request-status')).toHaveText('Approved');
    await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The user: the request shows approved and the upload page opens.
    await user.reload();
    await expect(user.getByTestId('request-status')).toHaveText('Approved');
    await user.getByRole('link', { name: 'Upload music' }).click();
    await expect(user).toHaveURL(/\/backstage\/upload$/);
    await expect(user.getByRole('heading', { name: 'Upload music' })).toBeVisible();

    // The approval mail is in the outgoing-email log.
    const mails = await admin.request.get(
      `/api/v1/logs/outgoing-email?query=${encodeURIComponent(account.email)}`,
    );
    if (mails.ok()) expect(await mails.text()).toContain('approved');

    await userContext.close();
    await adminContext.close();
  });

  test('an admin denies a request with a reason', async ({ browser }) => {
    const userContext = await browser.newContext();
    const user = await userContext.newPage();
    await registerThroughApi(user, newAccount());
    await user.goto('/backstage/requests/become-artist');
    await user.getByLabel(/Artist name/).fill('Maybe Later');
    await user.getByRole('button', { name: 'Send request' }).click();
    await expect(user).toHaveURL(/request-submitted$/);
    const requestId = /requests\/(\d+)\//.exec(user.url())![1]!;

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginThroughApi(admin);
    await admin.goto(`/admin/backstage-requests/${requestId}`);
    await admin.getByRole('button', { name: 'Deny' }).click();
    const dialog = admin.getByTestId('deny-request-dialog');
    await dialog.getByLabel('Reason').fill('We could not confirm who you are.');
    await shoot(admin, 'deny-dialog');
    await dialog.getByRole('button', { name: 'Deny' }).click();
    await expect(admin.getByTestId('request-status')).toHaveText('Denied');
    await expect(admin.getByText('We could not confirm who you are.')).toBeVisible();

    await user.reload();
    await expect(user.getByTestId('request-status')).toHaveText('Denied');
    await expect(user.getByText('We could not confirm who you are.')).toBeVisible();
    await userContext.close();
    await adminContext.close();
  });
});
