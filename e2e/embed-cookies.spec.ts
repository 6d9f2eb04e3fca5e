import { expect, test } from '@playwright/test';
import { serveHostPage } from './support/host-page';
import { demoAlbum } from './support/player';

/**
 * An embed on another site sets no cookie that needs consent, so it shows no cookie
 * notice, and its links open the full site in a new tab.
 */
test('a track embed in a cross-site iframe gets no Set-Cookie and writes no cookie', async ({
  page,
  context,
  baseURL,
}) => {
  const album = await demoAlbum(page);
  const track = album.tracks[0]!;
  await context.clearCookies();
  const ourOrigin = new URL(baseURL!).origin;
  const hostPage = await serveHostPage(
    `<h1>My favourite song</h1><iframe data-testid="embed-iframe" title="Player" width="500"
      height="180" src="${ourOrigin}/track/${track.id}/x/embed"></iframe>`,
    new URL(ourOrigin).hostname,
  );
  const setCookies: string[] = [];
  const requests: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(ourOrigin)) return;
    requests.push(response.url());
    const value = await response.headerValue('set-cookie').catch(() => null);
    if (value) setCookies.push(`${response.url()}: ${value}`);
  });
  await page.goto(hostPage.url);
  const frame = page.frameLocator('[data-testid="embed-iframe"]');
  await expect(frame.getByTestId('embed-player')).toContainText(track.name);
  await expect(frame.getByTestId('cookie-notice')).toHaveCount(0);
  for (const link of await frame.getByTestId('embed-player').getByRole('link').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
  }
  // Playing fetches the audio too; nothing the embed asks for sets a cookie.
  await frame.getByTestId('play-button').click();
  await expect(frame.getByTestId('play-button')).toHaveAttribute('aria-label', /Pause/);
  expect(requests.some((url) => url.includes('/api/v1/'))).toBe(true);
  expect(setCookies).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  await hostPage.close();
});
