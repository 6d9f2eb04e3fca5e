import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { registerThroughApi } from './support/account-users';
import { demoAlbum } from './support/player';
import { loginThroughApi } from './support/session';
import { pageOn, playUntilRecorded, statValue } from './support/insights';
import { useDedicatedServer } from './support/spec-server';

/** Where the screenshots go when REPORTS_SCREENS is set (a folder). */
const SCREENS = process.env.REPORTS_SCREENS;

// A server of its own: "Today" then holds this test's plays only (the demo's past activity
// stops yesterday), whatever the other specs play at the same time.
const server = useDedicatedServer();

test.describe('admin reports', () => {
  test('the reports page shows plays recorded by a listener in the same test', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await pageOn(browser, server.url);
    await loginThroughApi(admin);
    await admin.goto('/admin?range=today');
    await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(admin.getByRole('radio', { name: 'Today' })).toBeChecked();
    const playsBefore = await statValue(admin, 'Plays');
    const listenersBefore = await statValue(admin, 'Unique listeners');

    // A new listener plays a demo track through the web player until it counts (30 s of
    // listening, sped up 4×: the player counts time heard, and a jump of more than 2 s as a seek).
    const listener = await pageOn(browser, server.url);
    await registerThroughApi(listener);
    const album = await demoAlbum(listener);
    const track = await playUntilRecorded(listener, album);

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
