import { expect, test } from '@playwright/test';
import { startDedicatedServer, type DedicatedServer } from './support/dedicated-server';

/**
 * A real error thrown inside the built server (packages/server/dist/server.js) reaches the error
 * dialog with the TypeScript file and line it was thrown from: the build's source maps at work.
 * The server runs with APP_DEBUG on, on a database of its own that loses a table under it.
 */
let server: DedicatedServer;

test.beforeAll(async () => {
  server = await startDedicatedServer({ APP_DEBUG: 'true', SEED_DEMO: 'false' });
});

test.afterAll(async () => {
  await server?.stop();
});

test('an error thrown by the server shows the error dialog at its TypeScript file and line', async ({
  page,
}) => {
  server.db.exec('drop table contact_messages');
  await page.goto(`${server.url}/contact`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Vera Visitor');
  await page.getByRole('textbox', { name: 'Email' }).fill('vera@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill('Is anyone there?');
  await page.getByRole('button', { name: 'Send' }).click();

  const dialog = page.getByRole('dialog', { name: 'An error occured' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('no such table: contact_messages');
  // The frame it was thrown from is the server's own TypeScript (where SQL statements are
  // prepared), never the built bundle...
  await expect(dialog).toContainText(/packages\/server\/src\/platform\/db\/database\.ts:\d+/);
  await expect(dialog).not.toContainText('dist/server.js');
  // ...and the highlighted line, read from that file at the mapped line, is the throwing call.
  await expect(dialog.locator('[data-highlighted="true"]').first()).toContainText('.prepare(');
});
