import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiWrite, createPrivatePlaylist, newListener, slug } from './support/listeners';
import { acceptCookies, demoAlbum, playerTrackName } from './support/player';

test.describe('social fixes', () => {
  test("deleting a comment keeps another listener's reply under a tombstone", async ({
    browser,
  }) => {
    const author = await newListener(browser, 'Dora');
    const replier = await newListener(browser, 'Rafe');
    const album = await demoAlbum(author.page);
    // A track the other comment specs leave alone, so their threads do not mix with this one.
    const track = album.tracks.at(-1)!;
    const trackUrl = `/track/${track.id}/${slug(track.name)}`;
    const words = `Hot take ${randomBytes(3).toString('hex')}`;
    const { comment } = (await apiWrite(
      author.page,
      'POST',
      `/api/v1/tracks/${track.id}/comments`,
      {
        content: words,
        position_ms: 1000,
      },
    )) as { comment: { id: number } };
    await apiWrite(replier.page, 'POST', `/api/v1/tracks/${track.id}/comments`, {
      content: `Not so sure about that (${words})`,
      parent_id: comment.id,
    });

    const page = author.page;
    await page.goto(trackUrl);
    const thread = page.locator(`[data-testid="comment"][data-comment-id="${comment.id}"]`);
    await expect(thread).toContainText(words);
    const count = Number(await page.getByTestId('comments-count').textContent());
    await thread.getByText(words, { exact: true }).hover();
    await thread.getByRole('button', { name: 'Delete comment' }).click();

    // The words and the author are gone; the thread and the other listener's reply stay.
    await expect(thread.getByTestId('comment-deleted')).toHaveText('This comment was deleted');
    await expect(thread.getByText(words, { exact: true })).toHaveCount(0);
    await expect(thread.getByTestId('comment-reply')).toHaveCount(1);
    await expect(thread.getByTestId('comment-reply')).toContainText('Not so sure about that');
    await expect(thread.getByTestId('comment-reply')).toContainText(replier.name);
    await expect(page.getByTestId('comments-count')).toHaveText(String(count - 1));

    // The replier sees the same; when they take their reply back, the tombstone goes too.
    const other = replier.page;
    await other.goto(trackUrl);
    const theirView = other.locator(`[data-testid="comment"][data-comment-id="${comment.id}"]`);
    await expect(theirView.getByTestId('comment-deleted')).toBeVisible();
    await expect(theirView).not.toContainText(author.name);
    const reply = theirView.getByTestId('comment-reply');
    await reply.hover();
    await reply.getByRole('button', { name: 'Delete reply' }).click();
    await expect(theirView).toHaveCount(0);
  });

  test('a collaborator leaves a playlist and lands back in their library', async ({ browser }) => {
    const owner = await newListener(browser, 'Olga');
    const friend = await newListener(browser, 'Finn');
    const name = `Leaving mix ${Date.now()}`;
    const playlist = await createPrivatePlaylist(owner, name);
    await apiWrite(owner.page, 'POST', `/api/v1/playlists/${playlist.id}/collaborators`, {
      user_id: friend.id,
    });
    const playlistUrl = playlist.url;

    // The owner has no way to leave their own playlist.
    await owner.page.goto(playlistUrl);
    await expect(owner.page.getByTestId('page-title')).toHaveText(name);
    await expect(owner.page.getByTestId('leave-playlist')).toHaveCount(0);

    const page = friend.page;
    await page.goto('/library/playlists');
    await page.getByRole('link', { name }).click();
    await expect(page.getByTestId('playlist-page')).toBeVisible();

    // Cancelling changes nothing.
    await page.getByTestId('leave-playlist').click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave playlist' });
    await expect(dialog).toContainText(`Leave “${name}”?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('edit-playlist')).toBeVisible();

    await page.getByTestId('leave-playlist').click();
    await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
    await expect(page).toHaveURL(/\/library\/playlists$/);
    await expect(page.getByTestId('toast')).toHaveText(new RegExp(`You left “${name}”`));
    await expect(page.getByRole('link', { name })).toHaveCount(0);

    // Private and no longer theirs: the not-found page.
    await page.goto(playlistUrl);
    await expect(page).toHaveURL(/\/404$/);

    // The owner keeps the playlist, without the collaborator.
    await owner.page.reload();
    await expect(owner.page.getByTestId('page-title')).toHaveText(name);
    await expect(owner.page.getByTestId('playlist-collaborators')).toHaveCount(0);
  });

  test("the artist header's play queues every track of the artist, top tracks first", async ({
    page,
  }) => {
    await acceptCookies(page);
    // The demo artist with the most tracks; the header used to queue only the top 10.
    let artist: { id: number; name: string; total: number } | null = null;
    for (let id = 1; id <= 20; id += 1) {
      const response = await page.request.get(`/api/v1/artists/${id}/tracks?perPage=1`);
      if (!response.ok()) continue;
      const { pagination } = (await response.json()) as { pagination: { total: number } };
      if (!artist || pagination.total > artist.total) {
        const { artist: found } = (await (
          await page.request.get(`/api/v1/artists/${id}`)
        ).json()) as {
          artist: { id: number; name: string };
        };
        artist = { id, name: found.name, total: pagination.total };
      }
    }
    expect(artist, 'a demo artist with more than 10 tracks').not.toBeNull();
    expect(artist!.total).toBeGreaterThan(10);
    const { top_tracks: topTracks } = (await (
      await page.request.get(`/api/v1/artists/${artist!.id}`)
    ).json()) as { top_tracks: { id: number; name: string }[] };
    expect(topTracks.length).toBeLessThanOrEqual(10);

    await page.goto(`/artist/${artist!.id}/${slug(artist!.name)}`);
    await page
      .getByTestId('artist-page')
      .getByRole('button', { name: `Play ${artist!.name}` })
      .first()
      .click();
    await expect(playerTrackName(page)).toHaveText(topTracks[0]!.name);

    await page.getByTestId('player-queue-button').click();
    const queue = page.getByTestId('queue-panel').getByTestId('queue-item');
    await expect(queue).toHaveCount(artist!.total);
    const names = await queue.evaluateAll((items) =>
      items.map(
        (item) => item.querySelector('[data-testid="queue-item-name"]')?.textContent?.trim() ?? '',
      ),
    );
    expect(names.slice(0, topTracks.length)).toEqual(topTracks.map((track) => track.name));
  });
});
