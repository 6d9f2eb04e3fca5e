import { expect, test } from '@playwright/test';
import { seriousViolationsInEachScheme } from './support/axe';
import { acceptCookies, albumPath, demoAlbum } from './support/player';

/** The web player's pages: no serious or critical axe violations, light or dark. */
test.describe('music pages', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('artist, album, track, search and now playing have no serious violations, light or dark', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const album = await demoAlbum(page);
    const paths = [
      `/artist/${album.artists[0]!.id}/x`,
      albumPath(album),
      `/track/${album.tracks[0]!.id}/x`,
      `/search/${encodeURIComponent(album.tracks[0]!.name.split(' ')[0]!)}`,
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolationsInEachScheme(page), path).toEqual([]);
    }
    await page.goto(albumPath(album));
    await page.getByTestId('album-page').getByTestId('play-button').first().click();
    await page.getByTestId('player-queue-button').click();
    await expect(page.getByTestId('queue-panel')).toBeVisible();
    expect(await seriousViolationsInEachScheme(page), 'queue').toEqual([]);
    await page.getByTestId('player-now-playing-button').click();
    await expect(page.getByTestId('now-playing')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolationsInEachScheme(page), 'now playing').toEqual([]);
  });
});
