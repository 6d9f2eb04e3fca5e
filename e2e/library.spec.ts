import { expect, test } from '@playwright/test';
import { loginThroughApi } from './support/session';
import { acceptCookies, addRowToPlaylist, albumPath, demoAlbum } from './support/player';
import { keyboardDragDown } from './support/keyboard-drag';

test.describe('your music', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('a guest is sent to login from the library', async ({ page }) => {
    await page.goto('/library/songs');
    await expect(page).toHaveURL(/\/login\?redirect=%2Flibrary%2Fsongs/);
  });

  test('a logged-in user likes a track and finds it in the library', async ({ page }) => {
    await loginThroughApi(page);
    const album = await demoAlbum(page);
    // Another album than the playlist test uses, so parallel runs do not share rows.
    const track = album.tracks.at(-1)!;
    await page.goto(albumPath(album));
    const row = page.getByTestId('track-row').filter({ hasText: track.name });
    await row.hover();
    const like = row.getByTestId('like-button');
    if ((await like.getAttribute('aria-pressed')) === 'true') {
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'false');
    }
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('toast')).toHaveText(/Added to your library/);
    await page.goto('/library/songs');
    await expect(
      page.getByTestId('library-songs').getByTestId('track-row').filter({ hasText: track.name }),
    ).toBeVisible();
    await page.goto('/library');
    await expect(page.getByTestId('library-overview')).toBeVisible();
  });

  test('creates a playlist, adds tracks and reorders them by keyboard drag', async ({ page }) => {
    await loginThroughApi(page);
    const album = await demoAlbum(page);
    const [first, second, third] = album.tracks;
    const name = `Road trip ${Date.now()}`;

    await page.goto('/library/playlists');
    await page.getByTestId('new-playlist').click();
    const form = page.getByTestId('playlist-form');
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('playlist-page')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText(name);
    const playlistUrl = page.url();

    await page.goto(albumPath(album));
    for (const track of [first!, second!, third!]) {
      await addRowToPlaylist(page, track.name, name);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    await page.goto(playlistUrl);
    const names = () =>
      page
        .getByTestId('track-row')
        .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent ?? ''));
    await expect.poll(names).toEqual([first!.name, second!.name, third!.name]);

    // dnd-kit's keyboard sensor: Space picks the row up, ArrowDown moves it, Space drops it.
    await keyboardDragDown(page, page.getByTestId('track-row').first().getByTestId('drag-handle'));
    await expect.poll(names).toEqual([second!.name, first!.name, third!.name]);

    await page.reload();
    await expect.poll(names).toEqual([second!.name, first!.name, third!.name]);

    // Removing a track from the playlist.
    const row = page.getByTestId('track-row').filter({ hasText: third!.name });
    await row.hover();
    await row.getByTestId('track-menu-button').click();
    await page.getByRole('menuitem', { name: 'Remove from this playlist' }).click();
    await expect.poll(names).toEqual([second!.name, first!.name]);
  });

  test('search finds a track by a word of its title', async ({ page }) => {
    const album = await demoAlbum(page);
    const track =
      album.tracks.find((candidate) => candidate.name.split(' ').length > 1) ?? album.tracks[0]!;
    const word = track.name
      .split(' ')
      .filter((part) => part.length >= 3)
      .at(-1)!;
    await page.goto('/');
    const input = page.getByTestId('navbar-search-input');
    await input.fill(word);
    const option = page
      .getByTestId('navbar-search-results')
      .getByTestId('search-option')
      .filter({ hasText: track.name });
    await expect(option.first()).toBeVisible();
    // Keyboard navigation: down to the option, Enter opens it.
    const options = page.getByTestId('search-option');
    const index = await options.evaluateAll(
      (items, name) => items.findIndex((item) => item.textContent?.includes(name)),
      track.name,
    );
    for (let step = 0; step <= index; step += 1) await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page.getByTestId('track-page')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText(track.name);

    await page.goto(`/search/${encodeURIComponent(word)}/tracks`);
    await expect(
      page.getByTestId('search-page').getByTestId('track-row').filter({ hasText: track.name }),
    ).toBeVisible();
  });
});
