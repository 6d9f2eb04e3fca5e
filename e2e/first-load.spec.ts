import { expect, test, type Page } from '@playwright/test';
import { demoAlbum } from './support/player';

/**
 * A landing page renders from what index.html carries. Its own code is preloaded
 * (`<link rel="modulepreload">`) and the answers to its first API calls are inlined, so the page
 * makes none of those calls over the network.
 */
async function apiCallsWhileLoading(page: Page, url: string): Promise<string[]> {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/v1/') && request.resourceType() !== 'image')
      calls.push(`${pathname}${search}`);
  });
  await page.goto(url);
  return calls;
}

test('the home page renders its channel without asking the API for it', async ({ page }) => {
  const calls = await apiCallsWhileLoading(page, '/');
  await expect(page.getByRole('heading', { name: 'New releases' })).toBeVisible();
  expect(calls.filter((call) => call.startsWith('/api/v1/channels/'))).toEqual([]);
  const preloads = await page.locator('link[rel="modulepreload"][href*="homepage-route"]').count();
  expect(preloads).toBe(1);
});

test('artist, album and track pages render from the page data', async ({ page }) => {
  const album = await demoAlbum(page);
  const artist = album.artists[0]!;
  const track = album.tracks[0]!;

  let calls = await apiCallsWhileLoading(page, `/artist/${artist.id}/x`);
  await expect(page.getByRole('heading', { level: 1, name: artist.name })).toBeVisible();
  expect(calls).not.toContain(`/api/v1/artists/${artist.id}`);

  calls = await apiCallsWhileLoading(page, `/album/${album.id}/x/x`);
  await expect(page.getByRole('heading', { level: 1, name: album.name })).toBeVisible();
  expect(calls).not.toContain(`/api/v1/albums/${album.id}`);

  calls = await apiCallsWhileLoading(page, `/track/${track.id}/x`);
  await expect(page.getByRole('heading', { level: 1, name: track.name })).toBeVisible();
  expect(calls).not.toContain(`/api/v1/tracks/${track.id}`);
});
