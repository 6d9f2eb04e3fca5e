import { createHash, randomBytes } from 'node:crypto';
import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasMoto, startMoto, startS3rver, type S3Emulator } from '../../test/s3-emulators';
import { buildUser, loginAs } from '../../test/factories';
import { finishedTusUpload } from '../../test/tus-upload';
import type { TestClient } from '../../test/test-app';
import { useS3Emulator } from '../../test/use-s3-emulator';
import { useTestApp } from '../../test/use-test-app';
import { TINY_PNG } from '../../test/audio-fixture';

const MB = 1024 * 1024;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface ErrorBody {
  message: string;
}

const emulators: { name: string; start: () => Promise<S3Emulator> }[] = [
  { name: 's3rver', start: startS3rver },
  ...(hasMoto() ? [{ name: 'moto', start: startMoto }] : []),
];

describe.each(emulators)('direct S3 uploads against $name', ({ start }) => {
  const emulator = useS3Emulator(start);
  const t = useTestApp(() => emulator.env);
  let client: TestClient;

  beforeAll(async () => {
    client = await loginAs(t, await buildUser(t, { permissions: [{ name: 'music.create' }] }));
  });

  /** Asks for the entry of the object uploaded at `key`, described as the browser saw the file. */
  const entryFor = (key: string, file: Record<string, unknown>) =>
    client.post('/api/v1/s3/entries', { ...file, filename: key.split('/')[1] });

  async function download(entry: FileEntry): Promise<Buffer> {
    const response = await client.get(`/api/v1/file-entries/${entry.id}`);
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  }

  it('presigns a PUT, takes the body there, and makes the entry from the object', async () => {
    const body = randomBytes(300 * 1024);
    const presign = await client.post('/api/v1/s3/simple/presign', {
      filename: 'stem.bin',
      mime: 'application/octet-stream',
      disk: 'uploads',
      size: body.length,
      extension: 'bin',
    });
    expect(presign.statusCode).toBe(200);
    const { url, acl, key } = presign.json<{ url: string; acl: string; key: string }>();
    expect(acl).toBe('private');
    expect(key).toMatch(/^[a-f0-9]{32}\/[a-f0-9]{32}$/);
    const put = await fetch(url, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'application/octet-stream', 'x-amz-acl': acl },
    });
    expect(put.status).toBe(200);
    const entry = await entryFor(key, {
      clientName: 'stem.bin',
      clientMime: 'application/octet-stream',
      clientExtension: 'bin',
      size: body.length,
      metadata: {},
    });
    expect(entry.statusCode).toBe(200);
    const fileEntry = entry.json<{ fileEntry: FileEntry }>().fileEntry;
    expect(fileEntry).toMatchObject({ name: 'stem.bin', file_size: body.length, disk: 'uploads' });
    expect(sha(await download(fileEntry))).toBe(sha(body));
    // A key becomes one entry only.
    const again = await entryFor(key, {
      clientName: 'stem.bin',
      size: body.length,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to presign an oversized or disallowed file', async () => {
    const big = await client.post('/api/v1/s3/simple/presign', {
      filename: 'huge.wav',
      size: 3 * 1024 * MB,
      extension: 'wav',
      mime: 'audio/wav',
    });
    expect(big.statusCode).toBe(422);
    expect(big.json<ErrorBody>().message).toBe('file exceeds maximum allowed size of 2 GB');
    const exe = await client.post('/api/v1/s3/multipart/create', {
      filename: 'setup.exe',
      size: 10,
      extension: 'exe',
    });
    expect(exe.statusCode).toBe(422);
    expect(exe.json<ErrorBody>().message).toBe('This file type is not allowed');
    const bad = await client.post('/api/v1/s3/simple/presign', { filename: '', size: -1 });
    expect(bad.statusCode).toBe(422);
  });

  it('deletes an object whose content is disallowed instead of making an entry', async () => {
    await t.services.settings.update({ 'uploads.allowed_mime_types': ['audio/*'] });
    try {
      const presign = await client.post('/api/v1/s3/simple/presign', {
        filename: 'song.mp3',
        mime: 'audio/mpeg',
        size: TINY_PNG.length,
        extension: 'mp3',
      });
      const { url, key } = presign.json<{ url: string; key: string }>();
      await fetch(url, {
        method: 'PUT',
        body: TINY_PNG,
        headers: { 'content-type': 'audio/mpeg' },
      });
      const entry = await entryFor(key, {
        clientName: 'song.mp3',
        clientMime: 'audio/mpeg',
        clientExtension: 'mp3',
        size: TINY_PNG.length,
      });
      expect(entry.statusCode).toBe(422);
      expect(entry.json<ErrorBody>().message).toBe('This file type is not allowed');
      expect(await t.services.storage.disk('uploads').stat(key)).toBeNull();
    } finally {
      await t.services.settings.update({ 'uploads.allowed_mime_types': [] });
    }
  });

  it('runs a multipart upload: create, sign parts, PUT them, complete, create the entry', async () => {
    const body = randomBytes(11 * MB);
    const create = await client.post('/api/v1/s3/multipart/create', {
      filename: 'mix.bin',
      mime: 'application/octet-stream',
      size: body.length,
      extension: 'bin',
    });
    expect(create.statusCode).toBe(200);
    const { uploadId, key } = create.json<{ uploadId: string; key: string }>();
    const partSize = 5 * MB;
    const partNumbers = [1, 2, 3];
    const signed = await client.post('/api/v1/s3/multipart/batch-sign-part-urls', {
      key,
      uploadId,
      partNumbers,
    });
    expect(signed.statusCode).toBe(200);
    const { urls } = signed.json<{ urls: { partNumber: number; url: string }[] }>();
    expect(urls.map((u) => u.partNumber)).toEqual(partNumbers);
    const parts: { ETag: string; PartNumber: number }[] = [];
    for (const { partNumber, url } of urls) {
      const chunk = body.subarray((partNumber - 1) * partSize, partNumber * partSize);
      const put = await fetch(url, { method: 'PUT', body: chunk });
      expect(put.status).toBe(200);
      parts.push({ ETag: put.headers.get('etag')!, PartNumber: partNumber });
    }
    expect(parts.every((p) => p.ETag)).toBe(true);
    if (emulator.supports.listParts) {
      const listed = await client.post('/api/v1/s3/multipart/get-uploaded-parts', {
        key,
        uploadId,
      });
      expect(listed.statusCode).toBe(200);
      const uploaded = listed.json<{ parts: { PartNumber: number; ETag: string }[] }>().parts;
      expect(uploaded.map((p) => [p.PartNumber, p.ETag])).toEqual(
        parts.map((p) => [p.PartNumber, p.ETag]),
      );
    }
    const complete = await client.post('/api/v1/s3/multipart/complete', { key, uploadId, parts });
    expect(complete.statusCode).toBe(200);
    const entry = await entryFor(key, {
      clientName: 'mix.bin',
      size: body.length,
      clientExtension: 'bin',
    });
    expect(entry.statusCode).toBe(200);
    expect(sha(await download(entry.json<{ fileEntry: FileEntry }>().fileEntry))).toBe(sha(body));
  });

  it("keeps another user's multipart upload out of reach, and aborts and cleans up", async () => {
    const create = await client.post('/api/v1/s3/multipart/create', {
      filename: 'left.bin',
      size: 6 * MB,
      extension: 'bin',
    });
    const { uploadId, key } = create.json<{ uploadId: string; key: string }>();
    const other = await loginAs(t, await buildUser(t, { permissions: [{ name: 'music.create' }] }));
    const stolen = await other.post('/api/v1/s3/multipart/batch-sign-part-urls', {
      key,
      uploadId,
      partNumbers: [1],
    });
    expect(stolen.statusCode).toBe(403);
    expect(
      (
        await client.post('/api/v1/s3/multipart/batch-sign-part-urls', {
          key,
          uploadId: 'x',
          partNumbers: [1],
        })
      ).statusCode,
    ).toBe(404);
    if (emulator.supports.abortMultipart) {
      const abort = await client.post('/api/v1/s3/multipart/abort', { key, uploadId });
      expect(abort.statusCode).toBe(200);
      expect(
        (await client.post('/api/v1/s3/multipart/get-uploaded-parts', { key, uploadId }))
          .statusCode,
      ).toBe(404);
    }
    // An upload nobody finished goes once it is older than uploads.orphan_max_age_hours.
    const left = await client.post('/api/v1/s3/multipart/create', {
      filename: 'b.bin',
      size: 1,
      extension: 'bin',
    });
    const leftKey = left.json<{ key: string; uploadId: string }>();
    const { removed } = await t.services.uploads.cleanupOrphans(Date.now() + 48 * 3600 * 1000);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(
      (
        await client.post('/api/v1/s3/multipart/batch-sign-part-urls', {
          ...leftKey,
          partNumbers: [1],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('stores tus uploads in the bucket through the S3 store', async (context) => {
    // @tus/s3-store needs ListParts to resume and finish.
    if (!emulator.supports.listParts)
      context.skip(`${emulator.name} cannot list parts; this runs against moto`);
    const body = randomBytes(6 * MB + 123);
    const url = await finishedTusUpload(t, client, body, 5 * MB);
    const entry = await client.post('/api/v1/tus/entries', { uploadKey: url.split('/').pop() });
    expect(entry.statusCode).toBe(200);
    expect(sha(await download(entry.json<{ fileEntry: FileEntry }>().fileEntry))).toBe(sha(body));
  });
});
