import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './support/account-users';
import { acceptCookies } from './support/player';
import { keyboardDragDown } from './support/keyboard-drag';

interface TracksPage {
  pagination: { data: { id: number }[]; per_page: number; total: number; last_page: number };
}

/** Every demo track id, album by album, through the public album call. */
async function demoTrackIds(page: Page): Promise<number[]> {
  const ids: number[] = [];
  for (let id = 1; id <= 30; id += 1) {
    const response = await page.request.get(`/api/v1/albums/${id}`);
    if (!response.ok()) continue;
    const { album } = (await response.json()) as { album: { tracks: { id: number }[] } };
    ids.push(...album.tracks.map((track) => track.id));
  }
  return ids;
}

async function writeHeaders(page: Page): Promise<Record<string, string>> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf!.value), Accept: 'application/json' };
}

/** A fresh listener who likes every demo track, so Liked songs runs over several pages. */
async function listenerWithManyLikes(page: Page): Promise<number[]> {
  await registerThroughApi(page);
  const headers = await writeHeaders(page);
  const ids = await demoTrackIds(page);
  for (const id of ids) {
    const response = await page.request.post('/api/v1/library/likes', {
      data: { likeable_type: 'track', likeable_id: id },
      headers,
    });
    expect(response.status()).toBe(204);
  }
  // The library's own order (newest like first), every row in one call.
  const all = (await (
    await page.request.get('/api/v1/library/tracks?perPage=100')
  ).json()) as TracksPage;
  expect(all.pagination.total).toBe(ids.length);
  return all.pagination.data.map((track) => track.id);
}

/** Opens Liked songs and returns the page size the web player asked for. */
async function openLikedSongs(page: Page): Promise<number> {
  const firstPage = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/library/tracks') && response.request().method() === 'GET',
  );
  await page.goto('/library/songs');
  const { pagination } = (await (await firstPage).json()) as TracksPage;
  return pagination.per_page;
}

function rowIds(page: Page): Promise<number[]> {
  return page
    .getByTestId('library-songs')
    .getByTestId('track-row')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-track-id'))));
}

test.describe('infinite lists', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('scrolling to the bottom of liked songs loads the next pages, each row once', async ({
    page,
  }) => {
    const liked = await listenerWithManyLikes(page);
    const perPage = await openLikedSongs(page);
    expect(liked.length, 'the demo catalog must outgrow one page').toBeGreaterThan(perPage);

    const rows = page.getByTestId('library-songs').getByTestId('track-row');
    const sentinel = page.getByTestId('infinite-scroll-sentinel');
    await expect(rows.first()).toBeVisible();
    const seen: number[] = [];
    for (let step = 0; step < liked.length; step += 1) {
      // Wait out a page already on its way (the sentinel asks ahead of the viewport).
      await expect(page.getByTestId('load-more-spinner')).toHaveCount(0);
      if ((await sentinel.count()) === 0) break;
      const before = await rows.count();
      seen.push(before);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    }
    await expect(rows).toHaveCount(liked.length);
    await expect(sentinel).toHaveCount(0);
    expect(seen.length, 'scrolling loaded at least one more page').toBeGreaterThan(0);
    expect(seen[0]).toBeLessThan(liked.length);

    // Every row once, in the library's order.
    const ids = await rowIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(liked);

    // Playing a row far down the list queues the loaded rows in their order.
    const index = perPage + 2;
    const row = rows.nth(index);
    await row.scrollIntoViewIfNeeded();
    await row.hover();
    await row.getByTestId('track-play-button').click();
    await expect(page.getByTestId('player-bar')).toBeVisible();
    await page.getByTestId('player-queue-button').click();
    const queue = page.getByTestId('queue-panel').getByTestId('queue-item');
    await expect(queue).toHaveCount(liked.length);
    const queued = await queue.evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute('data-track-id'))),
    );
    expect(queued).toEqual(liked);
    await expect(page.getByTestId('queue-panel').locator('[aria-current="true"]')).toHaveAttribute(
      'data-track-id',
      String(liked[index]),
    );
  });

  test("a profile's liked tracks tab grows as it scrolls", async ({ page }) => {
    const liked = await listenerWithManyLikes(page);
    const { user } = (await (await page.request.get('/api/v1/users/me')).json()) as {
      user: { id: number };
    };
    await page.goto(`/user/${user.id}/listener/liked-tracks`);
    const rows = page.getByTestId('track-row');
    await expect(rows.first()).toBeVisible();
    const first = await rows.count();
    expect(first).toBeLessThan(liked.length);
    for (let step = 0; step < liked.length && (await rows.count()) < liked.length; step += 1) {
      const shown = await rows.count();
      await expect(page.getByTestId('load-more-spinner')).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Each scroll to the end brings the next page.
      await expect.poll(() => rows.count()).toBeGreaterThan(shown);
    }
    await expect(rows).toHaveCount(liked.length);
    const ids = await rows.evaluateAll((all) =>
      all.map((row) => Number(row.getAttribute('data-track-id'))),
    );
    expect(new Set(ids).size).toBe(liked.length);
    await expect(page.getByTestId('infinite-scroll-sentinel')).toHaveCount(0);
  });

  test('the Load more button loads the next page from the keyboard', async ({ page }) => {
    // Without IntersectionObserver the button is the only way on.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'IntersectionObserver', { value: undefined });
    });
    const liked = await listenerWithManyLikes(page);
    const perPage = await openLikedSongs(page);
    const rows = page.getByTestId('library-songs').getByTestId('track-row');
    await expect(rows).toHaveCount(perPage);

    // Scrolling alone loads nothing here.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Two frames on, every scroll handler has run: a load would be showing its spinner.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page.getByTestId('load-more-spinner')).toHaveCount(0);
    await expect(rows).toHaveCount(perPage);

    // Tab from the last row's menu reaches the button; Enter loads, focus stays on it.
    const loadMore = page.getByTestId('load-more');
    await rows.last().getByTestId('track-menu-button').focus();
    await page.keyboard.press('Tab');
    await expect(loadMore).toBeFocused();
    await expect(loadMore).toHaveText('Load more');
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(Math.min(liked.length, perPage * 2));

    // Space works too, until the last page; then the button is gone.
    while ((await rows.count()) < liked.length) {
      const before = await rows.count();
      await expect(loadMore).toBeFocused();
      await page.keyboard.press('Space');
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    }
    await expect(loadMore).toHaveCount(0);
    const ids = await rowIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(liked);
  });

  test('a long playlist pages in, and a drag among the loaded rows keeps the rest in order', async ({
    page,
  }) => {
    await registerThroughApi(page);
    const headers = await writeHeaders(page);
    const ids = await demoTrackIds(page);
    const created = await page.request.post('/api/v1/playlists', {
      data: { name: `Everything ${Date.now()}` },
      headers,
    });
    expect(created.status()).toBe(201);
    const { playlist } = (await created.json()) as { playlist: { id: number } };
    const added = await page.request.post(`/api/v1/playlists/${playlist.id}/tracks`, {
      data: { track_ids: ids },
      headers,
    });
    expect(added.ok()).toBe(true);

    await page.goto(`/playlist/${playlist.id}/everything`);
    const rows = page.getByTestId('playlist-page').getByTestId('track-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('load-more-spinner')).toHaveCount(0);
    const loaded = await rows.count();
    expect(loaded, 'the playlist must outgrow what the first view loads').toBeLessThan(ids.length);

    await keyboardDragDown(page, rows.first().getByTestId('drag-handle'));
    const expected = [ids[1]!, ids[0]!, ...ids.slice(2)];
    await expect
      .poll(async () => {
        const answer = await page.request.get(
          `/api/v1/playlists/${playlist.id}/tracks?perPage=100`,
        );
        const { pagination } = (await answer.json()) as TracksPage;
        return pagination.data.map((track) => track.id);
      })
      .toEqual(expected);

    // The rest of the list still pages in after the moved rows.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByTestId('infinite-scroll-sentinel')).toHaveCount(0, { timeout: 1000 });
    }).toPass();
    await expect
      .poll(() =>
        rows.evaluateAll((items) =>
          items.map((item) => Number(item.getAttribute('data-track-id'))),
        ),
      )
      .toEqual(expected);
  });

  test('the top tracks channel grows as it is scrolled', async ({ page }) => {
    const channel = (await (
      await page.request.get('/api/v1/channels/top-tracks?perPage=100')
    ).json()) as { channel: { content: TracksPage } };
    const total = channel.channel.content.pagination.total;
    await page.goto('/top-tracks');
    const rows = page.getByTestId('channel-page').getByTestId('track-row');
    await expect(rows.first()).toBeVisible();
    const sentinel = page.getByTestId('infinite-scroll-sentinel');
    await expect(sentinel, 'the channel must outgrow one page').toBeVisible();
    const before = await rows.count();
    expect(before).toBeLessThan(total);
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(sentinel).toHaveCount(0, { timeout: 1000 });
    }).toPass();
    await expect(rows).toHaveCount(total);
    const ids = await rows.evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute('data-track-id'))),
    );
    expect(new Set(ids).size).toBe(total);
    expect(ids).toEqual(channel.channel.content.pagination.data.map((track) => track.id));
  });
});
