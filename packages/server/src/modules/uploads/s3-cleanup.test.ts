import { randomBytes } from 'node:crypto';
import {
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import { runTusUpload } from '../../test/tus-upload';
import { emulatorClient, startMoto, TEST_BUCKET } from '../../test/s3-emulators';
import type { TestClient } from '../../test/test-app';
import { useS3Emulator } from '../../test/use-s3-emulator';
import { useTestApp } from '../../test/use-test-app';
import { has } from '../../test/capabilities';

const withMoto = has('orphaned multipart uploads in the bucket', 'moto');

const MB = 1024 * 1024;
const HOUR = 3600 * 1000;
/** What moto answers as the Initiated time of any multipart upload. */
const MOTO_INITIATED = '2010-11-10T20:48:33.000Z';
const hex = () => randomBytes(16).toString('hex');

/** moto answers ListMultipartUploads and AbortMultipartUpload; s3rver does neither. */
describe.skipIf(!withMoto)('orphaned multipart uploads in the bucket', () => {
  const emulator = useS3Emulator(startMoto);
  const t = useTestApp(() => emulator.env);
  let s3: S3Client;
  let client: TestClient;

  beforeAll(async () => {
    s3 = emulatorClient(emulator);
    client = await loginAs(t, await buildUser(t, { permissions: [{ name: 'music.create' }] }));
  });
  afterAll(() => s3?.destroy());

  async function openUploads(): Promise<string[]> {
    const answer = await s3.send(new ListMultipartUploadsCommand({ Bucket: TEST_BUCKET }));
    return (answer.Uploads ?? []).map((upload) => upload.Key!).sort();
  }

  async function rootObjects(): Promise<string[]> {
    const answer = await s3.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Delimiter: '/' }));
    return (answer.Contents ?? []).map((object) => object.Key!).sort();
  }

  /** A tus upload through the S3 store that stops after its first 5 MB of 20: answers its id. */
  function halfTusUpload(): Promise<string> {
    return runTusUpload<string>(
      t,
      client,
      randomBytes(20 * MB),
      5 * MB,
      (upload, resolve, reject) => ({
        onChunkComplete: () => {
          void upload()
            .abort()
            .then(() => resolve(upload().url!.split('/').pop()!));
        },
        onError: reject,
      }),
    );
  }

  /** A direct multipart upload the browser has not finished, with one part in. */
  async function directUploadWithOnePart(): Promise<{ key: string; uploadId: string }> {
    const create = await client.post('/api/v1/s3/multipart/create', {
      filename: 'mix.bin',
      size: 30 * MB,
      extension: 'bin',
    });
    const direct = create.json<{ key: string; uploadId: string }>();
    const signed = await client.post('/api/v1/s3/multipart/batch-sign-part-urls', {
      ...direct,
      partNumbers: [1],
    });
    const [{ url }] = signed.json<{ urls: { url: string }[] }>().urls as [{ url: string }];
    expect((await fetch(url, { method: 'PUT', body: randomBytes(5 * MB) })).status).toBe(200);
    return direct;
  }

  it('aborts the direct and tus uploads older than uploads.orphan_max_age_hours, and nothing else', async () => {
    const direct = await directUploadWithOnePart();
    // One whose record the app lost, and one that is not the app's at all (a shared bucket).
    const stray = `uploads/${hex()}/${hex()}`;
    for (const Key of [stray, 'backups/nightly.tar'])
      await s3.send(new CreateMultipartUploadCommand({ Bucket: TEST_BUCKET, Key }));
    const tusId = await halfTusUpload();

    const everything = [`uploads/${direct.key}`, stray, 'backups/nightly.tar', tusId].sort();
    expect(await openUploads()).toEqual(everything);
    expect(await rootObjects()).toEqual(expect.arrayContaining([`${tusId}.info`]));

    // Fresh ones stay. moto dates every upload's Initiated 2010-11-10T20:48:33Z, so "fresh"
    // means a clock some hours after that (the rest of the bucket and the records are newer).
    await t.services.uploads.cleanupOrphans(Date.parse(MOTO_INITIATED) + 3 * HOUR);
    expect(await openUploads()).toEqual(everything);

    const { removed } = await t.services.uploads.cleanupOrphans(Date.now() + 25 * HOUR);
    expect(await openUploads()).toEqual(['backups/nightly.tar']);
    expect((await rootObjects()).filter((key) => key.startsWith(tusId))).toEqual([]);
    // The direct one (its record too), the stray one and the tus one.
    expect(removed).toBeGreaterThanOrEqual(3);
    const resumed = await client.post('/api/v1/s3/multipart/get-uploaded-parts', direct);
    expect(resumed.statusCode).toBe(404);
  });

  it('keeps the uploads still in flight, though the bucket dates every upload long ago', async () => {
    const direct = await directUploadWithOnePart();
    const tusId = await halfTusUpload();
    const stray = `uploads/${hex()}/${hex()}`;
    await s3.send(new CreateMultipartUploadCommand({ Bucket: TEST_BUCKET, Key: stray }));

    // Run now, as the server's schedule does: moto's Initiated is years before the cutoff, but
    // the app's record of the direct upload and the tus upload's objects are minutes old.
    await t.services.uploads.cleanupOrphans();
    const open = await openUploads();
    expect(open).toEqual(expect.arrayContaining([`uploads/${direct.key}`, tusId]));
    expect(open).not.toContain(stray);
    const resumed = await client.post('/api/v1/s3/multipart/get-uploaded-parts', direct);
    expect(resumed.statusCode).toBe(200);
  });
});
