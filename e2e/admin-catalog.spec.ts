import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { keyboardDragDown } from './support/keyboard-drag';
import { apiWrite } from './support/listeners';
import { acceptCookies, demoAlbum } from './support/player';
import { loginThroughApi } from './support/session';

const SCREENS = process.env.CATALOG_ADMIN_SCREENS;

/** The names of a list's items, in order. */
async function namesIn(list: Locator, item: string): Promise<string[]> {
  return list.getByTestId(item).allInnerTexts();
}

async function addItem(page: Page, name: string) {
  const search = page.getByRole('searchbox', { name: 'Search items to add' });
  await search.fill(name);
  const results = page.getByTestId('item-search-results');
  await results
    .getByRole('button', { name: `Add “${name}”` })
    .first()
    .click();
  await search.fill('');
}

test.describe('catalog admin', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('an admin builds a manual channel, reorders it with the preview following, and a guest sees it', async ({
    page,
    browser,
  }) => {
    await loginThroughApi(page);
    const album = await demoAlbum(page);
    const names = [...new Set(album.tracks.map((track) => track.name))];
    const [first, second] = names as [string, string];
    const channelName = `E2E Picks ${randomBytes(3).toString('hex')}`;
    const slug = channelName.toLowerCase().replace(/[^a-z0-9]+/g, '-');

    await page.goto('/admin/channels/new');
    await page.getByRole('textbox', { name: 'Name' }).fill(channelName);
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
    await addItem(page, first);
    await addItem(page, second);
    const items = page.getByTestId('channel-items');
    await expect(items.getByTestId('channel-item')).toHaveCount(2);

    const preview = page.getByTestId('channel-preview');
    await expect(preview.getByRole('heading', { name: channelName })).toBeVisible();
    await expect(preview.getByText(second, { exact: true }).first()).toBeVisible();
    const order = async () => {
      const text = await preview.innerText();
      return text.indexOf(first) < text.indexOf(second) ? 'first-second' : 'second-first';
    };
    await expect.poll(order).toBe('first-second');
    if (SCREENS)
      await page.screenshot({
        path: `${SCREENS}/catalog-admin-channel-editor-1280.png`,
        fullPage: true,
      });

    // Reorder with dnd-kit's keyboard sensor: the first row moves below the second.
    await keyboardDragDown(page, items.getByRole('button', { name: `Drag “${first}” to reorder` }));
    await expect
      .poll(async () => (await namesIn(items, 'channel-item')).map((text) => text.includes(second)))
      .toEqual([true, false]);
    await expect.poll(order).toBe('second-first');

    await page.getByRole('button', { name: 'Create channel' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/channels/${slug}/edit$`));
    await expect(page.getByTestId('toast')).toHaveText(/Channel created/);

    // The channel is in the list.
    await page.goto(`/admin/channels?query=${encodeURIComponent(channelName)}`);
    await expect(page.getByRole('link', { name: new RegExp(channelName) }).first()).toBeVisible();

    // A guest sees the channel in the saved order.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await acceptCookies(guest);
    await guest.goto(`/channel/${slug}`);
    const channelPage = guest.getByTestId('channel-page');
    await expect(channelPage.getByText(second, { exact: true }).first()).toBeVisible();
    const text = await channelPage.innerText();
    expect(text.indexOf(second)).toBeLessThan(text.indexOf(first));
    await guestContext.close();
  });

  test('an admin deletes a comment from /admin/comments after viewing it in context', async ({
    page,
  }) => {
    await loginThroughApi(page);
    const album = await demoAlbum(page);
    const track = album.tracks[0]!;
    const content = `Spam comment ${randomBytes(4).toString('hex')}`;
    const { comment } = (await apiWrite(page, 'POST', `/api/v1/tracks/${track.id}/comments`, {
      content,
    })) as { comment: { id: number } };

    await page.goto(`/admin/comments?query=${encodeURIComponent(content)}`);
    const table = page.getByRole('table', { name: 'Comments' });
    const row = table.getByRole('row').filter({ hasText: content });
    await expect(row).toBeVisible();
    const context = row.getByRole('link', { name: 'View in context' });
    await expect(context).toHaveAttribute('href', new RegExp(`\\?comment=${comment.id}$`));
    if (SCREENS) await page.screenshot({ path: `${SCREENS}/catalog-admin-comments-1280.png` });

    // "View in context" opens the track page scrolled to the comment, highlighted.
    const [trackPage] = await Promise.all([page.context().waitForEvent('page'), context.click()]);
    await expect(
      trackPage.locator(`[data-comment-id="${comment.id}"][data-highlighted="true"]`),
    ).toBeVisible();
    await trackPage.close();

    await row.getByRole('checkbox', { name: 'Select row' }).check();
    await page.getByRole('button', { name: 'Delete (1)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(table.getByRole('row').filter({ hasText: content })).toHaveCount(0);
    const response = await page.request.get(`/api/v1/tracks/${track.id}/comments?perPage=50`);
    const body = (await response.json()) as { pagination: { data: { id: number }[] } };
    expect(body.pagination.data.map((c) => c.id)).not.toContain(comment.id);
  });
});
