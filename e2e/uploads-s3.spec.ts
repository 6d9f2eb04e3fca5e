import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AbortMultipartUploadCommand,
  GetBucketCorsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { expect, test, type Page, type Request } from '@playwright/test';
import { UPLOAD_RULES } from '../packages/shared/src/uploads/upload-rules';
import { createServices } from '../packages/server/src/container';
import { loadConfig } from '../packages/server/src/platform/config';
import { createDatabase } from '../packages/server/src/platform/db/database';
import { taggedWav } from '../packages/server/src/test/audio-fixture';
import {
  emulatorClient,
  startMoto,
  TEST_BUCKET,
  type S3Emulator,
} from '../packages/server/src/test/s3-emulators';
import { startServerProcess, type ServerProcess } from '../packages/server/src/test/server-process';
import { freePort } from './support/data-template';
import { has } from '../packages/server/src/test/capabilities';

const MB = 1024 * 1024;
/** Just over the direct-upload multipart threshold (100 MB): 20 MB parts, 6 of them. */
const BIG = UPLOAD_RULES.s3MultipartThreshold + 5 * MB;
const STATE_PREFIX = 'tonearm.s3-multipart.';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface BucketCall {
  method: string;
  partNumber: number | null;
  status: number | null;
}

/**
 * The web client against a Tonearm server whose storage is a bucket on moto (the one local
 * S3 server here that answers ListParts, AbortMultipartUpload and CORS preflights): Chromium
 * PUTs straight to the bucket, so these also prove the app's CSP and the bucket's CORS rules
 * let it.
 */
test.describe('direct uploads from the browser to an S3 bucket', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!has('direct uploads to an S3 bucket', 'moto'), 'moto_server is not installed');

  let emulator: S3Emulator;
  let server: ServerProcess;
  let dataDir: string;
  let s3: S3Client;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    emulator = await startMoto();
    s3 = emulatorClient(emulator);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-e2e-s3-'));
    const port = await freePort();
    const env = {
      ...emulator.env,
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
    };
    server = await startServerProcess({ port, dataDir, env, from: 'build' });
    // The admin's settings screen stores settings like this; the server reads them per request.
    const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
    const db = createDatabase(config.database);
    const services = createServices(db, config);
    await services.settings.update({ 'uploads.s3_direct_upload': true });
    services.storage.destroy();
    await db.destroy();
  });

  test.afterAll(async () => {
    await server?.stop();
    s3?.destroy();
    await emulator?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Logs in like the web client and opens the uploader. */
  async function openUploader(page: Page) {
    await page.goto(`${server.url}/404`);
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
    const login = await page.request.post(`${server.url}/auth/login`, {
      data: { email: 'admin@uploads.test', password: 'admin-password', remember: true },
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf!.value), Accept: 'application/json' },
    });
    expect(login.ok()).toBe(true);
    await page.goto(`${server.url}/backstage/upload`);
    await expect(page.getByRole('heading', { name: 'Upload music' })).toBeVisible();
  }

  /** Requests the page sends straight to the bucket, and the app's upload calls. */
  function watch(page: Page) {
    const bucket: BucketCall[] = [];
    const api: { path: string; body: unknown }[] = [];
    const bucketOrigin = emulator.env.S3_ENDPOINT!;
    const record = (request: Request, status: number | null) => {
      const url = new URL(request.url());
      if (url.origin === bucketOrigin && request.method() !== 'OPTIONS') {
        const part = url.searchParams.get('partNumber');
        bucket.push({
          method: request.method(),
          partNumber: part ? Number(part) : null,
          status,
        });
      }
    };
    page.on('requestfinished', (request) => {
      void request.response().then((response) => record(request, response?.status() ?? null));
    });
    page.on('requestfailed', (request) => record(request, null));
    page.on('request', (request) => {
      const match = /\/api\/v1\/(s3\/.+|tus\/.+|file-entries)$/.exec(
        new URL(request.url()).pathname,
      );
      if (match) api.push({ path: match[1]!, body: request.postDataJSON() as unknown });
    });
    return { bucket, api };
  }

  async function objectHash(key: string): Promise<string> {
    const answer = await s3.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
    return sha256(Buffer.from(await answer.Body!.transformToByteArray()));
  }

  async function localStates(page: Page): Promise<string[]> {
    return page.evaluate(
      (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
      STATE_PREFIX,
    );
  }

  function bigFile(name: string): { file: string; bytes: Buffer } {
    const bytes = randomBytes(BIG);
    const file = path.join(dataDir, name);
    fs.writeFileSync(file, bytes);
    return { file, bytes };
  }

  const completedRows = (page: Page) =>
    page.locator('[data-testid="upload-row"][data-status="completed"]');

  test('a small track goes to the bucket in one presigned PUT and becomes a file entry', async ({
    page,
  }) => {
    await openUploader(page);
    const { bucket, api } = watch(page);
    const wav = taggedWav(1);
    const presigned = page.waitForResponse((r) => r.url().endsWith('/api/v1/s3/simple/presign'));
    const entry = page.waitForResponse((r) => r.url().endsWith('/api/v1/s3/entries'));
    await page
      .getByTestId('upload-files-input')
      .setInputFiles({ name: 'song.wav', mimeType: 'audio/wav', buffer: wav });
    const { key } = (await (await presigned).json()) as { key: string };
    await expect(completedRows(page)).toHaveCount(1, { timeout: 20_000 });
    expect((await entry).status()).toBe(200);

    expect(api.map((call) => call.path)).toEqual(['s3/simple/presign', 's3/entries']);
    expect(api[0]!.body).toMatchObject({ filename: 'song.wav', size: wav.length, disk: 'uploads' });
    expect(bucket).toEqual([{ method: 'PUT', partNumber: null, status: 200 }]);
    expect(await objectHash(`uploads/${key}`)).toBe(sha256(wav));
    const created = (await (await entry).json()) as { fileEntry: { id: number; name: string } };
    expect(created.fileEntry.name).toBe('song.wav');

    // The app let its own origin in, keeping the bucket's rules otherwise as they were.
    const cors = await s3.send(new GetBucketCorsCommand({ Bucket: TEST_BUCKET }));
    expect(cors.CORSRules?.[0]).toMatchObject({
      AllowedOrigins: [new URL(server.url).origin],
      ExposeHeaders: ['ETag'],
    });
  });

  test('a file over 100 MB goes up in 20 MB parts, five at a time, and is stored byte for byte', async ({
    page,
  }) => {
    // 105 MB through the S3 emulator (a Node process) takes 10 s on an idle machine and several
    // times that beside the rest of the suite: room to finish, the same checks after.
    test.setTimeout(150_000);
    await openUploader(page);
    const { bucket, api } = watch(page);
    const { file, bytes } = bigFile('session-master.bin');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/s3/multipart/create'));
    await page.getByTestId('upload-files-input').setInputFiles(file);
    const { key } = (await (await created).json()) as { key: string };
    await expect(completedRows(page)).toHaveCount(1, { timeout: 120_000 });

    expect(api.map((call) => call.path)).toEqual([
      's3/multipart/create',
      's3/multipart/batch-sign-part-urls',
      's3/multipart/complete',
      's3/entries',
    ]);
    expect((api[1]!.body as { partNumbers: number[] }).partNumbers).toEqual([1, 2, 3, 4, 5, 6]);
    const completed = api[2]!.body as { parts: { PartNumber: number; ETag: string }[] };
    // Every ETag was read from the part PUT's answer (the bucket exposes it to the page).
    expect(completed.parts.map((p) => p.PartNumber).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(completed.parts.every((p) => /^"[a-f0-9]{32}"$/.test(p.ETag))).toBe(true);
    expect(
      bucket
        .filter((call) => call.method === 'PUT')
        .map((call) => call.partNumber)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await objectHash(`uploads/${key}`)).toBe(sha256(bytes));
    expect(await localStates(page)).toEqual([]);
  });

  test('an interrupted multipart upload resumes after a reload and sends only the missing parts', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openUploader(page);
    const first = watch(page);
    const { file, bytes } = bigFile('live-set.bin');
    // Parts 4 to 6 never get an answer in this page's life: the reload cuts them off.
    const held = await pauseRequests(
      page,
      [4, 5, 6].map((part) => `*partNumber=${part}&*`),
      () => undefined,
    );
    await page.getByTestId('upload-files-input').setInputFiles(file);
    await expect
      .poll(() => first.bucket.filter((call) => call.status === 200).length, { timeout: 20_000 })
      .toBe(3);
    expect(
      first.bucket
        .filter((call) => call.status === 200)
        .map((call) => call.partNumber)
        .sort(),
    ).toEqual([1, 2, 3]);
    const [stateKey] = await localStates(page);
    expect(stateKey).toBeDefined();
    const state = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), stateKey!))!) as {
      fileKey: string;
      uploadId: string;
      createdAt: number;
    };

    await page.reload();
    await held.stop();
    await expect(page.getByRole('heading', { name: 'Upload music' })).toBeVisible();
    // The reload did not abort it: the bucket still holds the upload and its three parts.
    const open = await s3.send(new ListMultipartUploadsCommand({ Bucket: TEST_BUCKET }));
    expect(open.Uploads?.map((u) => u.UploadId)).toContain(state.uploadId);

    const second = watch(page);
    const listed = page.waitForResponse((r) =>
      r.url().endsWith('/api/v1/s3/multipart/get-uploaded-parts'),
    );
    await page.getByTestId('upload-files-input').setInputFiles(file);
    const uploaded = (await (await listed).json()) as { parts: { PartNumber: number }[] };
    expect(uploaded.parts.map((p) => p.PartNumber)).toEqual([1, 2, 3]);
    await expect(completedRows(page)).toHaveCount(1, { timeout: 20_000 });

    expect(second.api.map((call) => call.path)).toEqual([
      's3/multipart/get-uploaded-parts',
      's3/multipart/batch-sign-part-urls',
      's3/multipart/complete',
      's3/entries',
    ]);
    expect(second.api[0]!.body).toEqual({ key: state.fileKey, uploadId: state.uploadId });
    expect((second.api[1]!.body as { partNumbers: number[] }).partNumbers).toEqual([4, 5, 6]);
    expect(
      second.bucket
        .filter((call) => call.method === 'PUT')
        .map((call) => call.partNumber)
        .sort(),
    ).toEqual([4, 5, 6]);
    // The parts of the first page and of the second make the file, byte for byte.
    expect(await objectHash(`uploads/${state.fileKey}`)).toBe(sha256(bytes));
    expect(await localStates(page)).toEqual([]);
  });

  test('a completion the bucket refuses fails the upload, aborts it and forgets the local state', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openUploader(page);
    const { api } = watch(page);
    const { file } = bigFile('expired-take.bin');
    const seen: { statesBefore: string[]; upload: { key: string; uploadId: string } | null } = {
      statesBefore: [],
      upload: null,
    };
    // Between the last part and the completion the bucket forgets the upload (as a lifecycle
    // rule would): the server's CompleteMultipartUpload then fails for real.
    const paused = await pauseRequests(page, ['*/api/v1/s3/multipart/complete'], async (body) => {
      const upload = JSON.parse(body) as { key: string; uploadId: string };
      seen.upload = upload;
      seen.statesBefore = await localStates(page);
      await s3.send(
        new AbortMultipartUploadCommand({
          Bucket: TEST_BUCKET,
          Key: `uploads/${upload.key}`,
          UploadId: upload.uploadId,
        }),
      );
      return 'continue' as const;
    });
    await page.getByTestId('upload-files-input').setInputFiles(file);
    const failed = page.locator('[data-testid="upload-row"][data-status="failed"]');
    await expect(failed).toHaveCount(1, { timeout: 20_000 });
    await paused.stop();

    expect(seen.statesBefore).toHaveLength(1);
    expect(await localStates(page)).toEqual([]);
    expect(api.map((call) => call.path)).toEqual([
      's3/multipart/create',
      's3/multipart/batch-sign-part-urls',
      's3/multipart/complete',
      's3/multipart/abort',
    ]);
    const { key, uploadId } = seen.upload!;
    expect(api[3]!.body).toEqual({ key, uploadId });
    // The failure reached the user, and nothing partial became an object.
    await expect(page.getByRole('alert').first()).toBeVisible();
    const head = await s3
      .send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: `uploads/${key}` }))
      .then(
        () => 'found',
        () => 'missing',
      );
    expect(head).toBe('missing');
  });
});

/**
 * Pauses only the requests whose URL matches one of `patterns` (CDP wildcards), unlike
 * page.route, which intercepts every request and slows 20 MB part uploads several times over.
 * `onPaused` answers 'continue' to let one go; anything else holds it.
 */
async function pauseRequests(
  page: Page,
  patterns: string[],
  onPaused: (body: string) => Promise<'continue'> | undefined,
): Promise<{ stop: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', (event) => {
    void (async () => {
      const decision = await onPaused(event.request.postData ?? '');
      if (decision === 'continue')
        await cdp.send('Fetch.continueRequest', { requestId: event.requestId });
    })();
  });
  await cdp.send('Fetch.enable', {
    patterns: patterns.map((urlPattern) => ({ urlPattern, requestStage: 'Request' as const })),
  });
  return {
    stop: async () => {
      await cdp.send('Fetch.disable');
      await cdp.detach();
    },
  };
}
