import { expect, test, type Page } from '@playwright/test';
import {
  acceptCookies,
  audioTime,
  demoAlbum,
  expectAudioAdvancing,
  playRow,
  playerTrackName,
} from './support/player';
import { loginThroughApi } from './support/session';

/**
 * The landing pages arrive drawn: the server renders them with the app itself, so their content
 * shows before any script runs, and the browser takes the page over where it stands.
 */

interface Landing {
  label: string;
  url: string;
  /** Something of the page's own content (not the shell's). */
  shows: (page: Page) => ReturnType<Page['getByRole']>;
  /** In the player's frame (navbar, player bar); the login page has a frame of its own. */
  framed?: false;
}

async function landingPages(page: Page): Promise<Landing[]> {
  const album = await demoAlbum(page);
  const artist = album.artists[0]!;
  const track = album.tracks[0]!;
  const { playlist } = (await (await page.request.get('/api/v1/playlists/1')).json()) as {
    playlist: { id: number; name: string };
  };
  const word = artist.name.split(/\s+/)[0]!;
  const heading = (name: string | RegExp) => (p: Page) =>
    p.getByRole('heading', { level: 1, name });
  return [
    { label: 'home', url: '/', shows: (p) => p.getByRole('heading', { name: 'New releases' }) },
    {
      label: 'artist',
      url: `/artist/${artist.id}/x`,
      shows: heading(artist.name),
    },
    {
      label: 'album (its tracks)',
      url: `/album/${album.id}/x/x`,
      shows: (p) => p.getByRole('link', { name: album.tracks[1]!.name, exact: true }).first(),
    },
    { label: 'track', url: `/track/${track.id}/x`, shows: heading(track.name) },
    { label: 'playlist', url: `/playlist/${playlist.id}/x`, shows: heading(playlist.name) },
    {
      label: 'search',
      url: `/search/${encodeURIComponent(word.toLowerCase())}`,
      shows: (p) => p.getByRole('link', { name: artist.name, exact: true }).first(),
    },
    { label: 'login', url: '/login', shows: heading('Sign in to your account'), framed: false },
    { label: 'pricing', url: '/pricing', shows: heading('Choose your plan') },
    {
      label: 'custom page',
      url: '/pages/privacy-policy',
      shows: heading('Privacy policy'),
    },
  ];
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every landing page shows its content', async ({ page }) => {
    // Nine pages, each loaded cold.
    test.setTimeout(180_000);
    const pages = await landingPages(page);
    for (const landing of pages) {
      await test.step(landing.label, async () => {
        await page.goto(landing.url);
        await expect(landing.shows(page)).toBeVisible();
        // The frame is there too: the navbar and the player bar.
        if (landing.framed !== false) {
          await expect(page.getByTestId('navbar')).toBeVisible();
          await expect(page.getByTestId('player-bar')).toBeVisible();
        }
      });
    }
  });
});

/** Console errors and uncaught exceptions of a page, hydration mismatches among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the browser takes every landing page over without a mismatch', async ({ page }) => {
  test.setTimeout(180_000);
  const pages = await landingPages(page);
  const errors = collectErrors(page);
  for (const landing of pages) {
    await test.step(landing.label, async () => {
      await page.goto(landing.url);
      await expect(landing.shows(page)).toBeVisible();
      // The page is the app's once its first route has loaded and the server's markup is kept.
      await page.waitForLoadState('networkidle');
    });
  }
  expect(errors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
});

test('a signed-in listener gets the same pages drawn for them, taken over without a mismatch', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginThroughApi(page);
  // The login page sends a signed-in visitor away: the others are theirs.
  const pages = (await landingPages(page)).filter((landing) => landing.framed !== false);
  const errors = collectErrors(page);
  for (const landing of pages) {
    await test.step(landing.label, async () => {
      await page.goto(landing.url);
      await expect(landing.shows(page)).toBeVisible();
      await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
  }
  expect(errors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
});

test('a track started on a server-drawn page keeps playing across client navigation', async ({
  page,
}) => {
  await acceptCookies(page);
  const errors = collectErrors(page);
  const album = await demoAlbum(page);
  await page.goto(`/album/${album.id}/x/x`);
  const name = await playRow(page, 0);
  await expect(playerTrackName(page)).toHaveText(name);
  await expectAudioAdvancing(page);

  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'Search' }).click();
  await expect(page.getByTestId('search-page')).toBeVisible();
  let before = await audioTime(page);
  await expect.poll(() => audioTime(page)).toBeGreaterThan(before);

  await navigation.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'New releases' })).toBeVisible();
  await page.getByRole('link', { name: album.artists[0]!.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: album.artists[0]!.name })).toBeVisible();
  await expect(playerTrackName(page)).toHaveText(name);
  before = await audioTime(page);
  await expect.poll(() => audioTime(page)).toBeGreaterThan(before);
  expect(errors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
});
