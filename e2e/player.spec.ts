import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  albumPath,
  audioDuration,
  audioTime,
  demoAlbum,
  expectAudioAdvancing,
  playRow,
  playerTrackName,
  seekAudio,
} from './support/player';
import { keyboardDragDown } from './support/keyboard-drag';

test.describe('the web player for a guest', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('plays a demo track from the home page and its time advances', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('channel-section').first()).toBeVisible();
    const name = await playRow(page, 0);
    await expect(playerTrackName(page)).toHaveText(name);
    await expectAudioAdvancing(page);
    await expect(page.getByTestId('player-play-pause')).toHaveAttribute('aria-label', 'Pause');
    // It plays from the signed, expiring stream URL the API handed out, not the plain route.
    const source = await page
      .getByTestId('player-audio')
      .evaluate((audio: HTMLAudioElement) => audio.currentSrc);
    expect(source).toMatch(/\/api\/v1\/tracks\/\d+\/stream\?.*signature=/);
    // The player persists across navigation.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Search' })
      .click();
    await expect(page.getByTestId('search-page')).toBeVisible();
    await expect(playerTrackName(page)).toHaveText(name);
    const before = await audioTime(page);
    await expect.poll(() => audioTime(page)).toBeGreaterThan(before);
  });

  test("a card's play button plays the album without leaving the page", async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('album-card').first();
    await card.hover();
    await card.getByTestId('play-button').click();
    await expect(page).toHaveURL(/\/$/);
    await expectAudioAdvancing(page, 0.2);
    await expect(card.getByTestId('play-button')).toHaveAttribute('aria-label', /^Pause /);
  });

  test('next, previous and the 3-second restart rule', async ({ page }) => {
    const album = await demoAlbum(page);
    await page.goto(albumPath(album));
    await page.getByTestId('album-page').getByTestId('play-button').first().click();
    await expect(playerTrackName(page)).toHaveText(album.tracks[0]!.name);
    await page.getByTestId('player-next').click();
    await expect(playerTrackName(page)).toHaveText(album.tracks[1]!.name);
    await expectAudioAdvancing(page, 0.2);
    await page.getByTestId('player-previous').click();
    await expect(playerTrackName(page)).toHaveText(album.tracks[0]!.name);
    // More than 3 s in, previous restarts the same track.
    await seekAudio(page, 8);
    await expect.poll(() => audioTime(page)).toBeGreaterThan(8);
    await page.getByTestId('player-previous').click();
    await expect(playerTrackName(page)).toHaveText(album.tracks[0]!.name);
    await expect.poll(() => audioTime(page)).toBeLessThan(3);
  });

  test('shuffle reorders the queue and restores it; repeat one and repeat all', async ({
    page,
  }) => {
    const album = await demoAlbum(page);
    const names = album.tracks.map((track) => track.name);
    await page.goto(albumPath(album));
    await page.getByTestId('album-page').getByTestId('play-button').first().click();
    await expect(playerTrackName(page)).toHaveText(names[0]!);
    await page.getByTestId('player-queue-button').click();
    const queue = page.getByTestId('queue-panel').getByTestId('queue-item');
    await expect(queue).toHaveCount(names.length);
    const order = () =>
      queue.evaluateAll((items) =>
        items.map(
          (item) =>
            item.querySelector('[data-testid="queue-item-name"]')?.textContent?.trim() ?? '',
        ),
      );
    await expect.poll(order).toEqual(names);

    const shuffle = page.getByTestId('player-shuffle');
    // A shuffle can land on the same order by chance; a few tries make that negligible.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await shuffle.click();
      await expect(shuffle).toHaveAttribute('aria-pressed', 'true');
      const shuffled = await order();
      expect(shuffled[0]).toBe(names[0]);
      expect([...shuffled].sort()).toEqual([...names].sort());
      const changed = shuffled.join('|') !== names.join('|');
      await shuffle.click();
      await expect(shuffle).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(order).toEqual(names);
      if (changed) break;
      expect(attempt).toBeLessThan(4);
    }
    await page.keyboard.press('Escape');

    const repeat = page.getByTestId('player-repeat');
    await expect(repeat).toHaveAttribute('data-repeat', 'off');
    await repeat.click();
    await expect(repeat).toHaveAttribute('data-repeat', 'all');
    await repeat.click();
    await expect(repeat).toHaveAttribute('data-repeat', 'one');

    // Repeat one: the track ends and starts over.
    const duration = await audioDuration(page);
    await seekAudio(page, duration - 0.6);
    await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeLessThan(duration - 2);
    await expect(playerTrackName(page)).toHaveText(names[0]!);

    // Repeat all: the last track ends and the first one follows.
    await repeat.click();
    await repeat.click();
    await expect(repeat).toHaveAttribute('data-repeat', 'all');
    await playRow(page, names.length - 1);
    await expect(playerTrackName(page)).toHaveText(names.at(-1)!);
    await expect.poll(() => audioDuration(page)).toBeGreaterThan(1);
    await seekAudio(page, (await audioDuration(page)) - 0.6);
    await expect(playerTrackName(page)).toHaveText(names[0]!, { timeout: 15_000 });
  });

  test('keyboard shortcuts control playback and list themselves', async ({ page }) => {
    const album = await demoAlbum(page);
    await page.goto(albumPath(album));
    await page.getByTestId('album-page').getByTestId('play-button').first().click();
    await expectAudioAdvancing(page, 0.2);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Shift+ArrowRight');
    await expect(playerTrackName(page)).toHaveText(album.tracks[1]!.name);
    await page.keyboard.press('m');
    await expect(page.getByTestId('player-mute')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('s');
    await expect(page.getByTestId('player-shuffle')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('r');
    await expect(page.getByTestId('player-repeat')).toHaveAttribute('data-repeat', 'all');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('player-play-pause')).toHaveAttribute('aria-label', 'Play');
    await page.getByTestId('player-shortcuts-button').click();
    await expect(page.getByTestId('shortcuts-dialog')).toContainText('Seek forward 5 seconds');
  });

  test('the queue: play next, add to queue, reorder by dragging, remove and clear', async ({
    page,
  }) => {
    const album = await demoAlbum(page, 5);
    const [a, b, c, d, e] = album.tracks.map((track) => track.name);
    await page.goto(albumPath(album));
    // Play the first track alone, then queue others from the track menu.
    await playRow(page, 0);
    await expect(playerTrackName(page)).toHaveText(a!);
    const fromMenu = async (name: string, item: 'Play next' | 'Add to queue') => {
      const row = page.getByTestId('track-row').filter({ hasText: name });
      await row.hover();
      await row.getByTestId('track-menu-button').click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page.getByTestId('toast').last()).toHaveText(
        item === 'Play next' ? 'Playing next' : 'Added to queue',
      );
    };

    await page.getByTestId('player-queue-button').click();
    const upcoming = page.getByTestId('queue-upcoming').getByTestId('queue-item-name');
    const names = () => upcoming.allTextContents().then((all) => all.map((text) => text.trim()));
    // Playing a row queues the album after it.
    await expect.poll(names).toEqual([b, c, d, e, ...album.tracks.slice(5).map((t) => t.name)]);
    await page.getByRole('button', { name: 'Clear queue' }).click();
    await expect(upcoming).toHaveCount(0);
    await expect(page.getByTestId('queue-panel')).toContainText('Nothing queued after this track.');
    await expect(playerTrackName(page)).toHaveText(a!);

    // The panel docks over the rows' menu buttons: close it while using the menus.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('queue-panel')).toHaveCount(0);
    await fromMenu(c!, 'Add to queue');
    await fromMenu(d!, 'Add to queue');
    await fromMenu(b!, 'Play next');
    await page.getByTestId('player-queue-button').click();
    await expect.poll(names).toEqual([b, c, d]);

    await keyboardDragDown(
      page,
      page.getByTestId('queue-upcoming').getByTestId('queue-drag-handle').first(),
    );
    await expect.poll(names).toEqual([c, b, d]);

    const row = page
      .getByTestId('queue-upcoming')
      .getByTestId('queue-item')
      .filter({ hasText: d! });
    await row.hover();
    await row.getByRole('button', { name: `Remove ${d} from queue` }).click();
    await expect.poll(names).toEqual([c, b]);

    // Next follows the edited queue.
    await page.getByTestId('player-next').click();
    await expect(playerTrackName(page)).toHaveText(c!);
    await page.getByTestId('player-next').click();
    await expect(playerTrackName(page)).toHaveText(b!);
  });

  test('volume and mute are remembered, and the Media Session shows the track', async ({
    page,
  }) => {
    const album = await demoAlbum(page);
    await page.goto(albumPath(album));
    await page.getByTestId('album-page').getByTestId('play-button').first().click();
    await expectAudioAdvancing(page, 0.2);
    const metadata = () =>
      page.evaluate(() => {
        const data = navigator.mediaSession.metadata;
        return data
          ? { title: data.title, artist: data.artist, album: data.album, art: data.artwork.length }
          : null;
      });
    await expect.poll(metadata).toMatchObject({
      title: album.tracks[0]!.name,
      album: album.name,
      artist: album.artists[0]!.name,
    });
    expect((await metadata())!.art).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => navigator.mediaSession.playbackState))
      .toBe('playing');

    const slider = page.getByTestId('volume-slider');
    await slider.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowLeft');
    const volume = () =>
      page.evaluate(
        () => document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]')!.volume,
      );
    await expect.poll(volume).toBeLessThan(1);
    const lowered = await volume();
    await page.getByTestId('player-mute').click();
    await expect(page.getByTestId('player-mute')).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByTestId('player-mute')).toHaveAttribute('aria-pressed', 'true');
    expect(await volume()).toBeCloseTo(lowered, 5);
    await page.getByTestId('player-mute').click();
    await expect(page.getByTestId('player-mute')).toHaveAttribute('aria-pressed', 'false');
    await expect(slider).toHaveValue(String(Math.round(lowered * 100)));
  });

  test('a radio station plays tracks related to its seed', async ({ page }) => {
    const album = await demoAlbum(page);
    const seed = album.artists[0]!;
    const { artist } = (await (await page.request.get(`/api/v1/artists/${seed.id}`)).json()) as {
      artist: { genres: { id: number }[] };
    };
    const seedGenres = new Set(artist.genres.map((genre) => genre.id));
    const isRelated = async (trackId: number) => {
      const { track } = (await (await page.request.get(`/api/v1/tracks/${trackId}`)).json()) as {
        track: { artists: { id: number }[]; genres: { id: number }[] };
      };
      return (
        track.artists.some((a) => a.id === seed.id) ||
        track.genres.some((g) => seedGenres.has(g.id))
      );
    };
    const currentTrackId = async () =>
      Number(
        await page
          .getByTestId('radio-page')
          .locator('[data-testid="track-row"][aria-current="true"]')
          .first()
          .getAttribute('data-track-id'),
      );

    await page.goto(`/artist/${seed.id}/x`);
    await page.getByRole('link', { name: 'Artist radio' }).click();
    await expect(page.getByTestId('radio-page')).toBeVisible();
    await expect(page.getByTestId('page-title')).toContainText(seed.name);
    await expectAudioAdvancing(page, 0.3);
    const firstName = await playerTrackName(page).textContent();
    const firstId = await currentTrackId();
    expect(await isRelated(firstId)).toBe(true);
    // The station keeps a queue of related tracks and moves on to another one.
    await page.getByTestId('player-next').click();
    await expect(playerTrackName(page)).not.toHaveText(firstName ?? '');
    await expect.poll(currentTrackId).not.toBe(firstId);
    expect(await isRelated(await currentTrackId())).toBe(true);
  });

  test('synced lyrics highlight the line being sung', async ({ page }) => {
    const list = (await (await page.request.get('/api/v1/lyrics')).json()) as {
      pagination: { data: { id: number; name: string }[] };
    };
    let synced: { trackId: number; lines: { time_ms: number | null; text: string }[] } | null =
      null;
    for (const track of list.pagination.data) {
      const { lyrics } = (await (
        await page.request.get(`/api/v1/tracks/${track.id}/lyrics`)
      ).json()) as {
        lyrics: { is_synced: boolean; lines: { time_ms: number | null; text: string }[] };
      };
      if (lyrics.is_synced && lyrics.lines.length >= 3) {
        synced = { trackId: track.id, lines: lyrics.lines };
        break;
      }
    }
    expect(synced).not.toBeNull();
    const { trackId, lines } = synced!;
    await page.goto(`/track/${trackId}/x`);
    await page.getByTestId('track-page').getByTestId('play-button').first().click();
    await expectAudioAdvancing(page, 0.2);
    const timed = lines
      .map((line, index) => ({ ...line, index }))
      .filter((line) => line.time_ms !== null);
    const target = timed[2]!;
    await seekAudio(page, target.time_ms! / 1000 + 0.3);
    const current = page
      .getByTestId('track-page')
      .locator('[data-testid="lyrics-line"][aria-current="true"]');
    await expect(current).toHaveText(target.text || '♪');
    // The lyrics panel follows the same line.
    await page.getByTestId('player-lyrics-button').click();
    await expect(page.getByTestId('lyrics-panel').locator('[aria-current="true"]')).toBeVisible();
    const later = timed[3] ?? timed.at(-1)!;
    await seekAudio(page, later.time_ms! / 1000 + 0.3);
    await expect(current).toHaveText(later.text || '♪');
  });

  test('an embed page plays inside an iframe', async ({ page }) => {
    const album = await demoAlbum(page);
    const track = album.tracks[0]!;
    await page.goto('/404');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'Tonearm player';
      frame.width = '500';
      frame.height = '200';
      frame.setAttribute('data-testid', 'embed-iframe');
      document.body.prepend(frame);
    }, `/track/${track.id}/x/embed`);
    const frame = page.frameLocator('[data-testid="embed-iframe"]');
    await expect(frame.getByTestId('embed-player')).toContainText(track.name);
    await expect(frame.getByTestId('navbar')).toHaveCount(0);
    await frame.getByTestId('play-button').click();
    await expect
      .poll(() =>
        frame
          .locator('body')
          .evaluate(
            () =>
              document.querySelector<HTMLAudioElement>('[data-testid="player-audio"]')
                ?.currentTime ?? 0,
          ),
      )
      .toBeGreaterThan(0.3);
  });

  test('the album embed lists its tracks', async ({ page }) => {
    const album = await demoAlbum(page);
    await page.goto(`${albumPath(album)}/embed`);
    await expect(page.getByTestId('embed-track')).toHaveCount(album.tracks.length);
    await expect(page.getByTestId('player-bar')).toHaveCount(0);
  });
});

test('an unknown channel or album shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-channel');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await page.goto('/album/999999/x/y');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
});
