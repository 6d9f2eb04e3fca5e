import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { serveHostPage } from './support/host-page';
import {
  acceptCookies,
  albumPath,
  demoAlbum,
  expectAudioAdvancing,
  playRow,
} from './support/player';

/** Whether the player audio element of a page or an embed iframe is playing. */
async function isAudioPlaying(target: Page | FrameLocator): Promise<boolean> {
  return target
    .locator('[data-testid="player-audio"]')
    .evaluate((audio: HTMLAudioElement) => !audio.paused);
}

test('of two embeds on one page, starting the second pauses the first', async ({
  page,
  baseURL,
}) => {
  const album = await demoAlbum(page, 2);
  const [first, second] = album.tracks;
  const ourOrigin = new URL(baseURL!).origin;
  const embed = (id: string, trackId: number) =>
    `<iframe data-testid="${id}" title="${id}" width="500" height="180"
      src="${ourOrigin}/track/${trackId}/x/embed"></iframe>`;
  const hostPage = await serveHostPage(
    `<h1>Two songs</h1>${embed('embed-a', first!.id)}${embed('embed-b', second!.id)}`,
    new URL(ourOrigin).hostname,
  );
  await page.goto(hostPage.url);
  const a = page.frameLocator('[data-testid="embed-a"]');
  const b = page.frameLocator('[data-testid="embed-b"]');
  await expect(a.getByTestId('embed-player')).toContainText(first!.name);
  await expect(b.getByTestId('embed-player')).toContainText(second!.name);

  await a.getByTestId('play-button').click();
  await expect(a.getByTestId('play-button')).toHaveAttribute('aria-label', /Pause/);
  await expect.poll(() => isAudioPlaying(a)).toBe(true);

  await b.getByTestId('play-button').click();
  await expect(b.getByTestId('play-button')).toHaveAttribute('aria-label', /Pause/);
  await expect(a.getByTestId('play-button')).toHaveAttribute('aria-label', /Play/);
  await expect.poll(() => isAudioPlaying(a)).toBe(false);
  expect(await isAudioPlaying(b)).toBe(true);

  // And back: resuming the first pauses the second.
  await a.getByTestId('play-button').click();
  await expect(b.getByTestId('play-button')).toHaveAttribute('aria-label', /Play/);
  await expect.poll(() => isAudioPlaying(b)).toBe(false);
  expect(await isAudioPlaying(a)).toBe(true);
  await hostPage.close();
});

test('an embed started in another tab pauses the web player', async ({ page, context }) => {
  await acceptCookies(page);
  const album = await demoAlbum(page, 2);
  await page.goto(albumPath(album));
  await playRow(page, 0);
  await expectAudioAdvancing(page);

  const other = await context.newPage();
  await other.goto(`/track/${album.tracks[1]!.id}/x/embed`);
  await other.getByTestId('play-button').click();
  await expect(other.getByTestId('play-button')).toHaveAttribute('aria-label', /Pause/);
  await expect.poll(() => isAudioPlaying(page)).toBe(false);
  await expect(page.getByTestId('player-play-pause')).toHaveAttribute('aria-label', 'Play');
  expect(await isAudioPlaying(other)).toBe(true);
});
