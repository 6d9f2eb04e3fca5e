import { expect, test, type Page } from '@playwright/test';

/** The audio element the player engine plays through. */
export function audioTime(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]')?.currentTime ?? -1,
  );
}

/** Jumps the audio element to `seconds` (as a listener dragging the seek bar would). */
export async function seekAudio(page: Page, seconds: number): Promise<void> {
  await page.evaluate((time) => {
    const audio = document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]');
    if (audio) audio.currentTime = time;
  }, seconds);
}

export async function audioDuration(page: Page): Promise<number> {
  return page.evaluate(
    () => document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]')?.duration ?? 0,
  );
}

/** Waits until the audio element's time has moved past `seconds`. */
export async function expectAudioAdvancing(page: Page, seconds = 0.5): Promise<void> {
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(seconds);
}

export function playerTrackName(page: Page) {
  return page.getByTestId('player-bar').getByTestId('player-track-name');
}

/** Plays the track in row `index` of the first track table on the page. */
export async function playRow(page: Page, index: number): Promise<string> {
  const row = page.getByTestId('track-row').nth(index);
  await row.scrollIntoViewIfNeeded();
  await row.hover();
  const name = (await row.getByRole('link').first().textContent()) ?? '';
  await row.getByTestId('track-play-button').click();
  return name;
}

export interface DemoAlbum {
  id: number;
  name: string;
  artists: { id: number; name: string }[];
  tracks: { id: number; name: string; duration_ms: number }[];
}

/** The first demo album with at least `minTracks` tracks, from the home channel. */
export async function demoAlbum(page: Page, minTracks = 4): Promise<DemoAlbum> {
  for (let id = 1; id <= 20; id += 1) {
    const response = await page.request.get(`/api/v1/albums/${id}`);
    if (!response.ok()) continue;
    const { album } = (await response.json()) as { album: DemoAlbum };
    if (album.tracks.length >= minTracks) return album;
  }
  throw new Error('No demo album with enough tracks');
}

export function albumPath(album: DemoAlbum): string {
  return `/album/${album.id}/artist/album`;
}

/** Accepts the cookie notice up front: it docks at the bottom, over the player bar. */
export async function acceptCookies(page: Page): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? 'http://127.0.0.1';
  await page.context().addCookies([{ name: 'cookie_notice', value: 'true', url: baseURL }]);
}

/** Adds the track row named `trackName` to the playlist `playlistName` through its row menu. */
export async function addRowToPlaylist(
  page: Page,
  trackName: string,
  playlistName: string,
): Promise<void> {
  const row = page.getByTestId('track-row').filter({ hasText: trackName });
  await row.hover();
  await row.getByTestId('track-menu-button').click();
  await page.getByRole('menuitem', { name: 'Add to playlist' }).click();
  await page.getByRole('dialog').getByRole('button', { name: playlistName }).click();
  await expect(page.getByTestId('toast')).toHaveText(new RegExp(`Added to ${playlistName}`));
}
