import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerThroughApi } from './support/account-users';
import { startDedicatedServer, type DedicatedServer } from './support/dedicated-server';
import { albumPath, demoAlbum, playerTrackName, playRow } from './support/player';
import { loginThroughApi } from './support/session';

/** Where the screenshots go when REPORTS_SCREENS is set (a folder). */
const SCREENS = process.env.REPORTS_SCREENS;

// A server of its own: "Today" then holds this test's plays only (the demo's past activity
// stops yesterday), whatever the other specs play at the same time.
let server: DedicatedServer;
test.beforeAll(async () => {
  // A server start seeds a database: give a busy machine more than the default minute.
  test.setTimeout(120_000);
  server = await startDedicatedServer({});
});
test.afterAll(() => server?.stop());

async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  // The cookie notice docks over the player bar.
  await context.addCookies([{ name: 'cookie_notice', value: 'true', url: server.url }]);
  return context.newPage();
}

async function statValue(page: Page, name: string): Promise<number> {
  const text = await page
    .getByRole('region', { name, exact: true })
    .getByTestId('stat-value')
    .textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

test.describe('admin reports', () => {
  test('the reports page shows plays recorded by a listener in the same test', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await pageOn(browser);
    await loginThroughApi(admin);
    await admin.goto('/admin?range=today');
    await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(admin.getByRole('radio', { name: 'Today' })).toBeChecked();
    const playsBefore = await statValue(admin, 'Plays');
    const listenersBefore = await statValue(admin, 'Unique listeners');

    // A new listener plays a demo track through the web player until it counts (30 s of
    // listening, sped up 4×: the player counts time heard, and a jump of more than 2 s as a seek).
    const listener = await pageOn(browser);
    await registerThroughApi(listener);
    const album = await demoAlbum(listener);
    // A track well over the 30 s threshold: one of exactly 30 s may end a hair short of it.
    const index = album.tracks.findIndex((t) => t.duration_ms >= 33_000);
    const track = album.tracks[index]!;
    await listener.goto(albumPath(album));
    const recorded = listener.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/api/v1/tracks/${track.id}/plays`,
      { timeout: 90_000 },
    );
    await playRow(listener, index);
    await expect(playerTrackName(listener)).toHaveText(track.name);
    await listener.waitForFunction(() => {
      const audio = document.querySelector('audio');
      if (!audio || audio.paused) return false;
      audio.playbackRate = 4;
      return true;
    });
    expect((await recorded).status()).toBe(204);

    // The admin sees the play: one more, one more listener, and the track among the top ones.
    await admin.reload();
    await expect.poll(() => statValue(admin, 'Plays')).toBe(playsBefore + 1);
    expect(await statValue(admin, 'Unique listeners')).toBe(listenersBefore + 1);
    const topTracks = admin.getByRole('region', { name: 'Top tracks' });
    await expect(topTracks.getByRole('link', { name: track.name })).toBeVisible();
    await expect(topTracks.getByRole('listitem').filter({ hasText: track.name })).toContainText(
      '1',
    );

    // The range and tab live in the URL: the visitors tab of 30 days survives a reload.
    await admin.getByRole('radio', { name: '30 days' }).click();
    await admin.getByRole('tab', { name: 'Visitors' }).click();
    await expect(admin).toHaveURL(/tab=visitors/);
    await expect(admin).toHaveURL(/range=30d/);
    await admin.reload();
    await expect(admin.getByRole('tab', { name: 'Visitors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(admin.getByRole('region', { name: 'Referrers' })).toBeVisible();
    expect(await statValue(admin, 'Visits')).toBeGreaterThan(0);

    if (SCREENS) {
      fs.mkdirSync(SCREENS, { recursive: true });
      for (const theme of ['light', 'dark'] as const) {
        await admin.emulateMedia({ colorScheme: theme });
        for (const width of [1280, 375]) {
          await admin.setViewportSize({ width, height: width > 400 ? 900 : 800 });
          for (const tab of ['plays', 'visitors']) {
            await admin.goto(`/admin?range=30d${tab === 'visitors' ? '&tab=visitors' : ''}`);
            await expect(admin.getByTestId('stat-value').first()).toBeVisible();
            await admin.waitForTimeout(300);
            await admin.screenshot({ path: `${SCREENS}/reports-${tab}-${theme}-${width}.png` });
            // The admin frame scrolls its content: the lists below the chart, scrolled to.
            await admin.getByRole('region', { name: 'Browsers' }).scrollIntoViewIfNeeded();
            await admin.screenshot({
              path: `${SCREENS}/reports-${tab}-${theme}-${width}-lists.png`,
            });
          }
        }
      }
    }
  });
});
