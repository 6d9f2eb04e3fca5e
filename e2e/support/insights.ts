import { expect, type Browser, type Page } from '@playwright/test';
import { albumPath, playerTrackName, playRow, type DemoAlbum } from './player';

/**
 * A page in a browser context of its own on `baseURL`, with the cookie notice already
 * accepted: the notice docks over the player bar. With a `width`, the viewport is a phone's
 * (under 600 px) or a desktop's of that width; without one, the project's own.
 */
export async function pageOn(browser: Browser, baseURL: string, width?: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    ...(width === undefined ? {} : { viewport: { width, height: width < 600 ? 812 : 900 } }),
  });
  await context.addCookies([{ name: 'cookie_notice', value: 'true', url: baseURL }]);
  return context.newPage();
}

/** The number a statistics card named `name` shows. */
export async function statValue(page: Page, name: string): Promise<number> {
  const text = await page
    .getByRole('region', { name, exact: true })
    .getByTestId('stat-value')
    .textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/**
 * Plays a track of `album` through the web player until the play is recorded. A play counts
 * after 30 s heard; the audio runs at 4× (the player counts time heard, and a jump of more than
 * 2 s as a seek). The track is well over 30 s: one of exactly 30 s may end a hair short of it.
 */
export async function playUntilRecorded(
  page: Page,
  album: DemoAlbum,
): Promise<DemoAlbum['tracks'][number]> {
  const index = album.tracks.findIndex((t) => t.duration_ms >= 33_000);
  const track = album.tracks[index]!;
  await page.goto(albumPath(album));
  const recorded = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === `/api/v1/tracks/${track.id}/plays`,
    { timeout: 90_000 },
  );
  await playRow(page, index);
  await expect(playerTrackName(page)).toHaveText(track.name);
  await page.waitForFunction(() => {
    const audio = document.querySelector('audio');
    if (!audio || audio.paused) return false;
    audio.playbackRate = 4;
    return true;
  });
  expect((await recorded).status()).toBe(204);
  return track;
}
