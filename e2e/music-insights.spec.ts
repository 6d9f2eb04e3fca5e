import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { newAccount, registerThroughApi } from './support/account-users';
import { demoAlbum } from './support/player';
import { loginThroughApi } from './support/session';
import { pageOn, playUntilRecorded, statValue } from './support/insights';
import { useDedicatedServer } from './support/spec-server';

/** Where the screenshots go when INSIGHTS_SCREENS is set (a folder). */
const SCREENS = process.env.INSIGHTS_SCREENS;

// A server of its own: "Today" then holds this test's plays only (the demo's past activity
// stops yesterday), and the test may make its user manage a demo artist in the database.
const server = useDedicatedServer();

test.describe('music insights', () => {
  test("an artist plays their own track and sees the play in the track's and artist's insights", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const artistPage = await pageOn(browser, server.url, 1280);
    const account = await registerThroughApi(artistPage, newAccount());
    const album = await demoAlbum(artistPage);
    const artist = album.artists[0]!;
    // The user manages the demo artist (what an approved backstage request does).
    const user = server.db.prepare('select id from users where email = ?').get(account.email) as {
      id: number;
    };
    server.db.prepare('update artists set user_id = ? where id = ?').run(user.id, artist.id);

    // Nothing yet today.
    await artistPage.goto(`/backstage/artists/${artist.id}/insights?range=today`);
    await expect(
      artistPage.getByRole('heading', { level: 1, name: `${artist.name} insights` }),
    ).toBeVisible();
    await expect(artistPage.getByText('No plays yet in this period')).toBeVisible();

    // They play one of its tracks (30 s counts; sped up 4×, as in the reports spec).
    const track = await playUntilRecorded(artistPage, album);
    await artistPage.evaluate(() => document.querySelector('audio')?.pause());

    await artistPage.goto(`/backstage/artists/${artist.id}/insights?range=today`);
    await expect.poll(() => statValue(artistPage, 'Plays')).toBe(1);
    expect(await statValue(artistPage, 'Unique listeners')).toBe(1);
    const topTracks = artistPage.getByRole('region', { name: 'Top tracks' });
    await expect(topTracks.getByRole('link', { name: track.name })).toBeVisible();
    await expect(artistPage.getByRole('region', { name: 'Browsers' })).toContainText('Chrome');
    if (SCREENS) {
      fs.mkdirSync(SCREENS, { recursive: true });
      await artistPage.screenshot({ path: `${SCREENS}/insights-artist-1280.png`, fullPage: true });
    }

    // The track's own insights, with the link back to its public page.
    await artistPage.goto(`/backstage/tracks/${track.id}/insights?range=7d`);
    await expect(
      artistPage.getByRole('heading', { level: 1, name: `${track.name} insights` }),
    ).toBeVisible();
    await expect.poll(() => statValue(artistPage, 'Plays')).toBeGreaterThanOrEqual(1);
    await expect(artistPage.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      new RegExp(`^/track/${track.id}/`),
    );

    // Another user is told the insights are not theirs.
    const stranger = await pageOn(browser, server.url, 1280);
    await registerThroughApi(stranger);
    await stranger.goto(`/backstage/artists/${artist.id}/insights`);
    await expect(
      stranger.getByText('Only who manages this item can see its insights.'),
    ).toBeVisible();

    if (SCREENS) {
      const mobile = await pageOn(browser, server.url, 375);
      await loginThroughApi(mobile, account);
      await mobile.goto(`/backstage/artists/${artist.id}/insights?range=today`);
      await expect.poll(() => statValue(mobile, 'Plays')).toBe(1);
      await mobile.screenshot({ path: `${SCREENS}/insights-artist-375.png`, fullPage: true });
      const admin = await pageOn(browser, server.url, 1280);
      await loginThroughApi(admin);
      await admin.goto(`/admin/albums/${album.id}/insights?range=30d`);
      await expect(admin.getByRole('region', { name: 'Top tracks' })).toBeVisible();
      await admin.screenshot({ path: `${SCREENS}/insights-admin-album-1280.png`, fullPage: true });
      const adminMobile = await pageOn(browser, server.url, 375);
      await loginThroughApi(adminMobile);
      await adminMobile.goto(`/admin/tracks/${track.id}/insights?range=year`);
      await expect(adminMobile.getByRole('region', { name: 'Plays', exact: true })).toBeVisible();
      await adminMobile.screenshot({
        path: `${SCREENS}/insights-admin-track-375.png`,
        fullPage: true,
      });
    }
  });
});
