import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newListener } from './support/listeners';
import { audioTime, expectAudioAdvancing } from './support/player';
import { loginThroughApi } from './support/session';

/**
 * The whole music journey: a user asks to become an artist → an admin approves → the user uploads
 * an MP3 made with ffmpeg here (tags and cover set) → the draft shows the tags → the user fixes
 * the title, adds synced lyrics with the tap editor, publishes → a guest finds it by search,
 * plays it and sees the lyrics highlight → the artist's insights show that play.
 */

/** Runs ffmpeg quietly on one of its generated sources (`color=…`, `sine=…`) as the first input. */
function ffmpegFromGenerator(source: string, args: string[]): void {
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', source, ...args]);
}

/** A 12 s tagged MP3 with an embedded cover, made with ffmpeg. */
function taggedMp3(tags: { title: string; artist: string; album: string; genre: string }): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-mp3-'));
  const cover = path.join(dir, 'cover.png');
  const out = path.join(dir, 'take.mp3');
  ffmpegFromGenerator('color=c=teal:s=300x300', ['-frames:v', '1', cover]);
  ffmpegFromGenerator('sine=frequency=440:duration=12', [
    '-i',
    cover,
    '-map',
    '0:a',
    '-map',
    '1:v',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    '-c:v',
    'png',
    '-disposition:v',
    'attached_pic',
    '-id3v2_version',
    '3',
    '-metadata',
    `title=${tags.title}`,
    '-metadata',
    `artist=${tags.artist}`,
    '-metadata',
    `album=${tags.album}`,
    '-metadata',
    `genre=${tags.genre}`,
    '-metadata',
    'track=1',
    '-metadata:s:v',
    'title=Album cover',
    '-metadata:s:v',
    'comment=Cover (front)',
    out,
  ]);
  const buffer = fs.readFileSync(out);
  fs.rmSync(dir, { recursive: true, force: true });
  return buffer;
}

async function waitForToast(page: Page, text: string | RegExp) {
  await expect(
    page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first(),
  ).toBeVisible();
}

test.describe('music backstage (done means)', () => {
  test.setTimeout(180_000);

  test('request → approval → upload → edit, tap lyrics, publish → a guest finds, plays and sees lyrics → insights count the play', async ({
    browser,
  }) => {
    const suffix = randomBytes(3).toString('hex');
    const artistName = `Neon Harbor ${suffix}`;
    const tagTitle = `untitled take ${suffix}`;
    const title = `Harbour Lights ${suffix}`;
    const genre = `synthwave${suffix}`;

    // 1. The user asks to become an artist.
    const user = await newListener(browser, 'Ada');
    const page = user.page;
    await page.goto('/backstage/requests/become-artist');
    await page.getByLabel(/Artist name/).fill(artistName);
    await page.getByLabel('Message').fill('I make synthwave at night.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/backstage\/requests\/\d+\/request-submitted$/);
    await expect(page.getByTestId('request-status')).toHaveText('Pending');

    // 2. An admin finds it in the requests table (searched by the artist name) and approves it.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginThroughApi(admin);
    await admin.goto(`/admin/backstage-requests?query=${encodeURIComponent(artistName)}`);
    await admin.getByRole('row').filter({ hasText: artistName }).getByRole('link').first().click();
    await expect(admin).toHaveURL(/\/admin\/backstage-requests\/\d+$/);
    await expect(admin.getByText('I make synthwave at night.')).toBeVisible();
    await admin.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByTestId('request-status')).toHaveText('Approved');

    // 3. The user uploads an MP3 made with ffmpeg; it shows as a draft with its tags at once.
    await page.goto('/backstage/upload');
    await expect(page.getByRole('heading', { name: 'Upload music' })).toBeVisible();
    await page.getByTestId('upload-files-input').setInputFiles({
      name: 'take.mp3',
      mimeType: 'audio/mpeg',
      buffer: taggedMp3({
        title: tagTitle,
        artist: artistName,
        album: `Night Drive ${suffix}`,
        genre,
      }),
    });
    const row = page.getByTestId('draft-row').filter({ hasText: tagTitle });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByTestId('draft-tags')).toContainText(genre);
    await expect(row).toContainText(artistName);
    await expect(page.getByTestId('draft-group-title').first()).toContainText(
      `Night Drive ${suffix}`,
    );
    // Processing runs in the background; the row says Ready when it is done.
    await expect(row.getByText('Ready')).toBeVisible({ timeout: 60_000 });

    // 4. Fix the title in place.
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = row.getByTestId('track-form');
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByTestId('save-track').click();
    await waitForToast(page, 'Track saved');
    const edited = page.getByTestId('draft-row').filter({ hasText: title });
    await expect(edited.getByTestId('draft-title')).toContainText(title);

    // 5. Synced lyrics with the tap editor: play, tap each line on the beat, save.
    const editor = edited.getByTestId('lrc-tap-editor');
    await editor
      .getByRole('textbox', { name: 'Lines' })
      .fill('First light on the water\nSecond wave\nThird');
    await editor.getByRole('button', { name: 'Play' }).click();
    await expectAudioAdvancing(page, 0.2);
    await expect.poll(() => audioTime(page)).toBeGreaterThan(1);
    await editor.getByTestId('tap-button').click();
    await expect.poll(() => audioTime(page)).toBeGreaterThan(3);
    // The keyboard taps too: Space while the tap area has focus.
    await editor.getByTestId('tap-area').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => audioTime(page)).toBeGreaterThan(5);
    await editor.getByTestId('tap-button').click();
    const times = await editor.getByTestId('tap-line-time').allTextContents();
    expect(times.every((time) => /^\[\d\d:\d\d\.\d\d\]$/.test(time))).toBe(true);
    // The preview highlights the line being sung, as listeners will see it.
    await expect(editor.getByTestId('lrc-preview').locator('[aria-current="true"]')).toBeVisible();
    await editor.getByRole('button', { name: 'Pause' }).click();
    await edited.getByTestId('save-lyrics').click();
    await waitForToast(page, 'Lyrics saved');

    // 6. Publish it.
    await edited.getByRole('checkbox', { name: `Select ${title}` }).check({ force: true });
    await page.getByRole('button', { name: /^Publish selected/ }).click();
    await waitForToast(page, /Published/);
    await expect(page.getByTestId('draft-row').filter({ hasText: title })).toHaveCount(0);

    // 7. A guest finds it by search, plays it and sees the lyrics highlight.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(`/search/${encodeURIComponent(title)}`);
    await expect(guest.getByTestId('search-page')).toBeVisible();
    await guest.getByRole('link', { name: title }).first().click();
    await expect(guest).toHaveURL(/\/track\/\d+\//);
    const trackId = Number(/\/track\/(\d+)\//.exec(guest.url())![1]);
    // A 12 s track counts as a play when it ends (spec: 30 s, or the end of a shorter track).
    const recorded = guest.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/api/v1/tracks/${trackId}/plays`,
      { timeout: 45_000 },
    );
    await guest.getByTestId('track-page').getByTestId('play-button').first().click();
    await expectAudioAdvancing(guest, 0.2);
    await expect.poll(() => audioTime(guest), { timeout: 15_000 }).toBeGreaterThan(6);
    await expect(
      guest.getByTestId('track-page').locator('[data-testid="lyrics-line"][aria-current="true"]'),
    ).toBeVisible();

    expect((await recorded).status()).toBe(204);

    // 8. The artist's insights show that play.
    await page.goto(`/backstage/tracks/${trackId}/insights?range=today`);
    const plays = page
      .getByRole('region', { name: 'Plays', exact: true })
      .getByTestId('stat-value');
    await expect(plays).toBeVisible();
    await expect
      .poll(
        async () => {
          const text = (await plays.textContent()) ?? '';
          if (text.trim() !== '1') await page.reload();
          return text.trim();
        },
        { timeout: 30_000 },
      )
      .toBe('1');

    await guestContext.close();
    await adminContext.close();
    await page.context().close();
  });
});
