import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiWrite, createPrivatePlaylist, newListener, slug } from './support/listeners';
import { acceptCookies, addRowToPlaylist, albumPath, demoAlbum } from './support/player';

test.describe('library and social', () => {
  test('the owner shares a private playlist; the collaborator adds a track; a stranger cannot see it', async ({
    browser,
  }) => {
    const owner = await newListener(browser, 'Owen');
    const friend = await newListener(browser, 'Frida');
    const stranger = await newListener(browser, 'Stan');
    const name = `Shared mix ${Date.now()}`;
    const { url: playlistUrl } = await createPrivatePlaylist(owner, name);

    // The owner finds the friend by name and adds them.
    await owner.page.goto(playlistUrl);
    await expect(owner.page.getByTestId('page-title')).toHaveText(name);
    await owner.page.getByTestId('manage-collaborators').click();
    const dialog = owner.page.getByTestId('collaborators-dialog');
    await expect(dialog.getByText('No collaborators yet.')).toBeVisible();
    await dialog.getByLabel('Add people').fill(friend.name);
    await dialog.getByRole('button', { name: `Add ${friend.name}` }).click();
    await expect(owner.page.getByTestId('toast')).toHaveText(
      new RegExp(`Added ${friend.name} as a collaborator`),
    );
    await expect(dialog.getByTestId('collaborator')).toHaveText([new RegExp(friend.name)]);
    // Someone already in the list is no longer offered.
    await expect(dialog.getByTestId('collaborator-candidate')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(owner.page.getByTestId('playlist-collaborators')).toHaveText(/1 collaborator/);

    // The friend has it in their library and may edit it, but not delete it or share it on.
    const page = friend.page;
    await page.goto('/library/playlists');
    await page.getByRole('link', { name }).click();
    await expect(page.getByTestId('playlist-page')).toBeVisible();
    await expect(page.getByTestId('edit-playlist')).toBeVisible();
    await expect(page.getByTestId('delete-playlist')).toHaveCount(0);
    await expect(page.getByTestId('manage-collaborators')).toHaveCount(0);
    await expect(page.getByTestId('follow-playlist')).toHaveCount(0);
    await page.getByTestId('edit-playlist').click();
    const form = page.getByTestId('playlist-form');
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(form.getByText('Public: anyone can find and listen to it')).toHaveCount(0);
    await form.getByRole('button', { name: 'Cancel' }).click();

    const album = await demoAlbum(page);
    const track = album.tracks[1]!;
    await page.goto(albumPath(album));
    await addRowToPlaylist(page, track.name, name);
    await page.goto(playlistUrl);
    await expect(page.getByTestId('track-row').filter({ hasText: track.name })).toBeVisible();

    // The owner sees the friend's track.
    await owner.page.reload();
    await expect(owner.page.getByTestId('track-row').filter({ hasText: track.name })).toBeVisible();

    // A stranger gets the not-found page, and no word of who edits it.
    await stranger.page.goto(playlistUrl);
    await expect(stranger.page).toHaveURL(/\/404$/);
    await expect(stranger.page.getByTestId('not-found-page')).toBeVisible();
    await expect(stranger.page.getByText(friend.name)).toHaveCount(0);
  });

  test('a repost shows on the profile’s Reposts tab; guests are sent to login', async ({
    browser,
    page: guest,
  }) => {
    const user = await newListener(browser, 'Remy');
    const album = await demoAlbum(user.page);
    const track = album.tracks[2]!;
    const trackUrl = `/track/${track.id}/${slug(track.name)}`;

    await acceptCookies(guest);
    await guest.goto(trackUrl);
    await guest.getByTestId('repost-button').click();
    await expect(guest).toHaveURL(/\/login\?redirect=/);

    const page = user.page;
    await page.goto(trackUrl);
    const repost = page.getByTestId('repost-button');
    await expect(repost).toHaveAttribute('aria-pressed', 'false');
    await repost.click();
    await expect(repost).toHaveAttribute('aria-pressed', 'true');
    await expect(repost).toContainText('Reposted');
    await expect(page.getByTestId('toast')).toHaveText(/Reposted to your profile/);
    // The track's own menu agrees at once.
    await page.getByRole('button', { name: `More options for ${track.name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Remove repost' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The album too, from its page.
    await page.goto(albumPath(album));
    await page.getByTestId('repost-button').click();
    await expect(page.getByTestId('repost-button')).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`/user/${user.id}/${slug(user.name)}`);
    await page.getByRole('link', { name: 'Reposts' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${user.id}/[^/]+/reposts$`));
    const items = page.getByTestId('repost-item');
    await expect(items).toHaveCount(2);
    // Newest first: the album, then the track.
    await expect(items.nth(0)).toHaveAttribute('data-type', 'album');
    await expect(items.nth(0)).toContainText(album.name);
    await expect(items.nth(1)).toHaveAttribute('data-type', 'track');
    await expect(items.nth(1)).toContainText(track.name);

    // Taking the repost back from a track row's menu empties that entry.
    await page.goto(albumPath(album));
    const row = page.getByTestId('track-row').filter({ hasText: track.name });
    await row.hover();
    await row.getByTestId('track-menu-button').click();
    await page.getByRole('menuitem', { name: 'Remove repost' }).click();
    await expect(page.getByTestId('toast')).toHaveText(/Repost removed/);
    await page.goto(`/user/${user.id}/${slug(user.name)}/reposts`);
    await expect(page.getByTestId('repost-item')).toHaveCount(1);
  });

  test('a reply appears indented under its comment, and its author can delete it', async ({
    browser,
  }) => {
    const author = await newListener(browser, 'Ada');
    const replier = await newListener(browser, 'Ruben');
    const album = await demoAlbum(author.page);
    const track = album.tracks[3]!;
    const trackUrl = `/track/${track.id}/${slug(track.name)}`;
    const question = `Which synth is this? ${Date.now()}`;
    await apiWrite(author.page, 'POST', `/api/v1/tracks/${track.id}/comments`, {
      content: question,
      position_ms: 1000,
    });

    const page = replier.page;
    await page.goto(trackUrl);
    const parent = page.getByTestId('comment').filter({ hasText: question });
    await expect(parent).toBeVisible();
    await parent
      .getByRole('button', { name: `Reply to ${author.name}` })
      .first()
      .click();
    const form = parent.getByTestId('reply-form');
    await expect(form.getByRole('textbox')).toBeFocused();
    await form.getByRole('textbox').fill('A Juno-60, I think');
    await form.getByRole('button', { name: 'Reply' }).click();

    const reply = parent.getByTestId('comment-replies').getByTestId('comment-reply');
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText('A Juno-60, I think');
    await expect(reply).toContainText(replier.name);
    await expect(form).toHaveCount(0);
    // Indented: the reply starts to the right of its parent's text.
    const parentBox = (await parent.getByText(question).boundingBox())!;
    const replyBox = (await reply.getByText('A Juno-60, I think').boundingBox())!;
    expect(replyBox.x).toBeGreaterThan(parentBox.x + 20);

    // The parent keeps its place: a newer comment goes above it, the reply stays under it.
    await apiWrite(author.page, 'POST', `/api/v1/tracks/${track.id}/comments`, {
      content: `A newer comment ${Date.now()}`,
    });
    await page.reload();
    await expect(parent.getByTestId('comment-reply')).toContainText('A Juno-60, I think');

    // Replying to the reply joins the same thread and says whom it answers.
    await author.page.goto(trackUrl);
    const authorsView = author.page.getByTestId('comment').filter({ hasText: question });
    await authorsView
      .getByTestId('comment-reply')
      .getByRole('button', { name: `Reply to ${replier.name}` })
      .click();
    await authorsView.getByTestId('reply-form').getByRole('textbox').fill('Thanks!');
    await authorsView.getByTestId('reply-form').getByRole('textbox').press('Enter');
    await expect(authorsView.getByTestId('comment-reply')).toHaveCount(2);
    await expect(authorsView.getByTestId('comment-reply').nth(1)).toContainText(
      `replying to ${replier.name}`,
    );

    await page.reload();
    const ownReply = parent.getByTestId('comment-reply').filter({ hasText: 'A Juno-60' });
    await ownReply.hover();
    await ownReply.getByRole('button', { name: 'Delete reply' }).first().click();
    await expect(parent.getByTestId('comment-reply').filter({ hasText: 'A Juno-60' })).toHaveCount(
      0,
    );
    await expect(parent).toBeVisible();
  });

  test('"Load more" brings the next page of comments', async ({ browser }) => {
    const user = await newListener(browser, 'Lou');
    const album = await demoAlbum(user.page);
    const track = album.tracks[4] ?? album.tracks[0]!;
    const tag = randomBytes(3).toString('hex');
    // One more than a page (20), oldest first, so the oldest is the one left for page 2.
    for (let n = 1; n <= 21; n += 1) {
      await apiWrite(user.page, 'POST', `/api/v1/tracks/${track.id}/comments`, {
        content: `Comment ${tag} #${n}`,
      });
    }
    const page = user.page;
    await page.goto(`/track/${track.id}/${slug(track.name)}`);
    const mine = page.getByTestId('comment').filter({ hasText: `Comment ${tag} #` });
    await expect(mine.first()).toContainText(`#21`);
    await expect(mine).toHaveCount(20);
    const oldest = page.getByText(`Comment ${tag} #1`, { exact: true });
    await expect(oldest).toHaveCount(0);
    await page.getByTestId('load-more-comments').click();
    await expect(oldest).toBeVisible();
    await expect(mine).toHaveCount(21);
    await expect(page.getByTestId('load-more-comments')).toHaveCount(0);
  });
});
