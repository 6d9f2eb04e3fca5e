import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { acceptCookies, albumPath, demoAlbum } from './support/player';

/** The web player's pages: no serious or critical axe violations, light or dark. */
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`music pages in ${colorScheme} mode`, () => {
    test.use({ colorScheme });
    test.beforeEach(({ page }) => acceptCookies(page));

    test('artist, album, track, search and now playing have no serious violations', async ({
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
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await page.goto(albumPath(album));
      await page.getByTestId('album-page').getByTestId('play-button').first().click();
      await page.getByTestId('player-queue-button').click();
      await expect(page.getByTestId('queue-panel')).toBeVisible();
      expect(await seriousViolations(page), 'queue').toEqual([]);
      await page.getByTestId('player-now-playing-button').click();
      await expect(page.getByTestId('now-playing')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), 'now playing').toEqual([]);
    });
  });
}
