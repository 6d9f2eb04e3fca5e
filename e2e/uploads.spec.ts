import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../packages/server/src/test/server-process';
import { taggedWav } from '../packages/server/src/test/audio-fixture';
import { loginThroughApi } from './support/session';

const MB = 1024 * 1024;

function rows(page: Page) {
  return page.getByTestId('upload-row');
}

test.describe('uploads in the browser', () => {
  test('a music uploader drops tracks, sees per-file and total progress, and refused files fail with the reason', async ({
    page,
  }) => {
    await loginThroughApi(page);
    await page.goto('/backstage/upload');
    await expect(page.getByRole('heading', { name: 'Upload music' })).toBeVisible();
    await page.getByTestId('upload-files-input').setInputFiles([
      { name: 'liner-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Recorded live.\n') },
      { name: 'song.wav', mimeType: 'audio/wav', buffer: taggedWav(1) },
      // 5 MB: above the 4 MB tus threshold, so it goes through tus-js-client.
      { name: 'long-take.bin', mimeType: 'application/octet-stream', buffer: randomBytes(5 * MB) },
    ]);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.locator('[data-testid="upload-row"][data-status="completed"]')).toHaveCount(
      3,
      {
        timeout: 30_000,
      },
    );
    await expect(page.getByTestId('upload-total')).toContainText('100%');

    // Refused on the client, before anything is sent: the reason shows in the row and a toast.
    await page
      .getByTestId('upload-files-input')
      .setInputFiles([
        { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      ]);
    const refused = page.locator('[data-testid="upload-row"][data-status="failed"]');
    await expect(refused).toContainText('This file type is not allowed');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This file type is not allowed' }),
    ).toBeVisible();

    // Refused by the server after sniffing: the name passes the client's check, but the content
    // is markup, caught on the server, whose message is shown.
    await page.getByTestId('upload-files-input').setInputFiles([
      {
        name: 'track.mp3',
        mimeType: 'audio/mpeg',
        buffer: Buffer.from('<!doctype html><script>1</script>'),
      },
    ]);
    await expect(refused).toHaveCount(2);
    await expect(refused.last()).toContainText('This file type is not allowed');

    await page.getByRole('button', { name: 'Clear finished' }).click();
    await expect(rows(page)).toHaveCount(0);
  });
});

// Its own server process, so killing it disturbs no other spec.
test.describe('resumable uploads survive a server crash', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ServerProcess;
  let dataDir: string;
  const port = Number(process.env.E2E_PORT ?? 3100) + 50;

  test.beforeAll(async () => {
    // A server start seeds a database: give a busy machine more than the default minute.
    test.setTimeout(120_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-e2e-resume-'));
    server = await startServerProcess({ port, dataDir, from: 'build' });
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('Chromium resumes a tus upload after the server is killed and restarted, with identical bytes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const base = server.url;
    await page.goto(`${base}/404`);
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
    const login = await page.request.post(`${base}/auth/login`, {
      data: { email: 'admin@uploads.test', password: 'admin-password', remember: true },
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf!.value), Accept: 'application/json' },
    });
    expect(login.ok()).toBe(true);
    await page.goto(`${base}/backstage/upload`);

    const data = randomBytes(24 * MB);
    const source = path.join(dataDir, 'session-take.bin');
    fs.writeFileSync(source, data);
    // Slow the upload down so the crash lands in the middle of it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 6 * MB,
    });
    const tusCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/tus/upload')) tusCalls.push(request.method());
    });
    await page.getByTestId('upload-files-input').setInputFiles(source);
    const bar = page.getByRole('progressbar', { name: 'session-take.bin' });
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), {
        timeout: 30_000,
        intervals: [100],
      })
      .toBeGreaterThanOrEqual(25);
    const before = Number(await bar.getAttribute('aria-valuenow'));
    await server.kill();
    server = await startServerProcess({ port, dataDir, from: 'build' });

    const row = page.locator('[data-testid="upload-row"][data-status="completed"]');
    await expect(row).toHaveCount(1, { timeout: 60_000 });
    expect(before).toBeLessThan(100);
    // One upload was created; after the crash the client asked where it stood (HEAD) and went on.
    expect(tusCalls.filter((m) => m === 'POST')).toHaveLength(1);
    expect(tusCalls).toContain('HEAD');

    const stored = fs
      .readdirSync(path.join(dataDir, 'storage', 'uploads'), {
        recursive: true,
        withFileTypes: true,
      })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(stored).toHaveLength(1);
    const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(hash(fs.readFileSync(stored[0]!))).toBe(hash(data));
    // The resumable state is forgotten once the upload succeeded.
    const keys = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('tus::')),
    );
    expect(keys).toEqual([]);
  });
});
