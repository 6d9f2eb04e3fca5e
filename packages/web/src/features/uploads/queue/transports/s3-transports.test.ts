import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { AxiosError, AxiosHeaders } from 'axios';
import type * as AxiosModule from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { multipartState } from '../multipart-state';
import { UploadError, type TransportContext } from '../transport';
import type { UploadedFile } from '../uploaded-file';
import { s3MultipartTransport } from './s3-multipart-transport';
import { s3SimpleTransport } from './s3-simple-transport';

const api = vi.hoisted(() => ({
  put: vi.fn<
    (
      url: string,
      body: unknown,
      options: { headers?: Record<string, string>; signal: AbortSignal },
    ) => Promise<{ headers: Record<string, string> }>
  >(),
  presign: vi.fn<() => Promise<{ url: string; acl: string; key: string }>>(),
  createEntry: vi.fn<(input: object) => Promise<FileEntry>>(),
  create: vi.fn<() => Promise<{ uploadId: string; key: string }>>(),
  listParts:
    vi.fn<
      (
        key: string,
        uploadId: string,
      ) => Promise<{ PartNumber: number; ETag: string; Size: number }[]>
    >(),
  signParts:
    vi.fn<
      (
        key: string,
        uploadId: string,
        partNumbers: number[],
      ) => Promise<{ partNumber: number; url: string }[]>
    >(),
  complete:
    vi.fn<
      (
        key: string,
        uploadId: string,
        parts: { ETag: string; PartNumber: number }[],
      ) => Promise<void>
    >(),
  abort: vi.fn<(key: string, uploadId: string) => Promise<void>>(),
}));

vi.mock('axios', async (importOriginal) => {
  const actual = await importOriginal<typeof AxiosModule>();
  return { ...actual, default: { ...actual.default, put: api.put } };
});
vi.mock('../../api/presign-s3-upload', () => ({ presignS3Upload: api.presign }));
vi.mock('../../api/create-s3-entry', () => ({ createS3Entry: api.createEntry }));
vi.mock('../../api/s3-multipart-create', () => ({ createS3Multipart: api.create }));
vi.mock('../../api/s3-multipart-get-uploaded-parts', () => ({
  getUploadedS3Parts: api.listParts,
}));
vi.mock('../../api/s3-multipart-sign-parts', () => ({ signS3Parts: api.signParts }));
vi.mock('../../api/s3-multipart-complete', () => ({ completeS3Multipart: api.complete }));
vi.mock('../../api/s3-multipart-abort', () => ({ abortS3Multipart: api.abort }));

const MB = 1024 * 1024;
const PART = 20 * MB;
const KEY = 'a'.repeat(32) + '/' + 'b'.repeat(32);
const entry = { id: 7, name: 'master.wav' } as FileEntry;

/** A file of `size` bytes whose slices remember their range (the bytes never matter here). */
function bigFile(size: number): UploadedFile {
  return {
    id: 'upload-1',
    name: 'master.wav',
    size,
    mime: 'audio/wav',
    extension: 'wav',
    relativePath: '',
    lastModified: 1,
    fingerprint: `tonearm-master.wav-${size}`,
    native: { slice: (start: number, end: number) => ({ start, end }) } as unknown as Blob,
  };
}

function context(file: UploadedFile, signal = new AbortController().signal) {
  const progress: number[] = [];
  const ctx: TransportContext = {
    file,
    metadata: { disk: 'uploads' },
    settings: { chunkSize: 8 * MB },
    onProgress: (bytes) => progress.push(bytes),
    signal,
  };
  return { ctx, progress };
}

function signedUrls(_key: string, _uploadId: string, partNumbers: number[]) {
  return Promise.resolve(
    partNumbers.map((partNumber) => ({
      partNumber,
      url: `https://bucket.test/part/${partNumber}`,
    })),
  );
}

const partOf = (url: string) => Number(url.split('/').pop());

/** The bucket: answers each part PUT on the next turn with an ETag, tracking concurrency. */
function bucket() {
  const calls: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  api.put.mockImplementation(async (url: string) => {
    calls.push(partOf(url));
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    return { headers: { etag: `"etag-${partOf(url)}"` } };
  });
  return { calls, maxInFlight: () => maxInFlight };
}

function storageError(status: number, message?: string) {
  return new AxiosError('failed', String(status), undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: message ? { message } : {},
  });
}

beforeEach(() => {
  localStorage.clear();
  for (const mock of Object.values(api)) mock.mockReset();
  api.create.mockResolvedValue({ uploadId: 'upload-id', key: KEY });
  api.signParts.mockImplementation(signedUrls);
  api.complete.mockResolvedValue(undefined);
  api.abort.mockResolvedValue(undefined);
  api.createEntry.mockResolvedValue(entry);
});
afterEach(() => vi.useRealTimers());

describe('direct S3 multipart transport', () => {
  it('signs 10 parts a batch, sends 5 at once with the ETags read back, completes and makes the entry', async () => {
    const { calls, maxInFlight } = bucket();
    const file = bigFile(24 * PART + 3 * MB);
    const { ctx, progress } = context(file);

    await expect(s3MultipartTransport(ctx)).resolves.toBe(entry);

    expect(api.signParts.mock.calls.map((call) => call[2])).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      [21, 22, 23, 24, 25],
    ]);
    expect([...calls].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(maxInFlight()).toBe(5);
    // Each part is its byte range of the file, sent as bytes.
    expect(api.put.mock.calls[0]![1]).toEqual({ start: 0, end: PART });
    expect(api.put.mock.calls[0]![2].headers).toEqual({
      'Content-Type': 'application/octet-stream',
    });
    const [key, uploadId, parts] = api.complete.mock.calls[0]!;
    expect([key, uploadId]).toEqual([KEY, 'upload-id']);
    expect(parts).toHaveLength(25);
    expect(parts).toContainEqual({ PartNumber: 25, ETag: '"etag-25"' });
    expect(api.createEntry).toHaveBeenCalledWith(
      expect.objectContaining({
        filename: 'b'.repeat(32),
        size: file.size,
        clientName: 'master.wav',
      }),
    );
    expect(progress.at(-1)).toBe(file.size);
    expect(multipartState.get(file.fingerprint)).toBeNull();
    expect(api.abort).not.toHaveBeenCalled();
  });

  it('keeps its state while it runs and resumes from it, sending only the parts the bucket lacks', async () => {
    const { calls } = bucket();
    const file = bigFile(6 * PART);
    multipartState.set(file.fingerprint, {
      createdAt: Date.now(),
      fileKey: KEY,
      uploadId: 'earlier-upload',
    });
    api.listParts.mockResolvedValue([
      { PartNumber: 1, ETag: '"old-1"', Size: PART },
      { PartNumber: 2, ETag: '"old-2"', Size: PART },
      { PartNumber: 4, ETag: '"old-4"', Size: PART },
    ]);
    const { ctx, progress } = context(file);

    await s3MultipartTransport(ctx);

    expect(api.create).not.toHaveBeenCalled();
    expect(api.listParts).toHaveBeenCalledWith(KEY, 'earlier-upload');
    expect(api.signParts.mock.calls.map((call) => call[2])).toEqual([[3, 5, 6]]);
    expect([...calls].sort()).toEqual([3, 5, 6]);
    // The first report already counts what the bucket holds.
    expect(progress[0]).toBe(3 * PART);
    const parts = api.complete.mock.calls[0]![2];
    expect([...parts].sort((a, b) => a.PartNumber - b.PartNumber)).toEqual([
      { PartNumber: 1, ETag: '"old-1"' },
      { PartNumber: 2, ETag: '"old-2"' },
      { PartNumber: 3, ETag: '"etag-3"' },
      { PartNumber: 4, ETag: '"old-4"' },
      { PartNumber: 5, ETag: '"etag-5"' },
      { PartNumber: 6, ETag: '"etag-6"' },
    ]);
    expect(multipartState.get(file.fingerprint)).toBeNull();
  });

  it('starts over when the bucket no longer knows the remembered upload', async () => {
    bucket();
    const file = bigFile(6 * PART);
    multipartState.set(file.fingerprint, {
      createdAt: Date.now(),
      fileKey: KEY,
      uploadId: 'expired',
    });
    api.listParts.mockRejectedValue(storageError(404));
    api.create.mockImplementation(() => {
      // The new upload is remembered before its first part goes.
      expect(multipartState.get(file.fingerprint)).toBeNull();
      return Promise.resolve({ uploadId: 'fresh', key: KEY });
    });
    const { ctx } = context(file);
    await s3MultipartTransport(ctx);
    expect(api.create).toHaveBeenCalledOnce();
    expect(api.signParts.mock.calls[0]![1]).toBe('fresh');
    expect(api.signParts.mock.calls[0]![2]).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('retries a part 3 times, then aborts the upload and forgets it', async () => {
    const file = bigFile(6 * PART);
    const attempts = new Map<number, number>();
    api.put.mockImplementation(async (url: string) => {
      const part = partOf(url);
      attempts.set(part, (attempts.get(part) ?? 0) + 1);
      if (part === 2) throw storageError(500);
      return { headers: { etag: `"etag-${part}"` } };
    });
    let stateWhileRunning: unknown = null;
    api.signParts.mockImplementation((key: string, uploadId: string, numbers: number[]) => {
      stateWhileRunning = multipartState.get(file.fingerprint);
      return signedUrls(key, uploadId, numbers);
    });
    const { ctx } = context(file);

    const failure = await s3MultipartTransport(ctx).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(UploadError);
    expect(attempts.get(2)).toBe(1 + 3);
    expect(stateWhileRunning).toMatchObject({ fileKey: KEY, uploadId: 'upload-id' });
    expect(api.abort).toHaveBeenCalledWith(KEY, 'upload-id');
    expect(api.complete).not.toHaveBeenCalled();
    expect(multipartState.get(file.fingerprint)).toBeNull();
  });

  it("fails with the server's message when completion fails, aborting and dropping the local state", async () => {
    bucket();
    const file = bigFile(6 * PART);
    api.complete.mockRejectedValue(storageError(422, 'The upload is not complete.'));
    const { ctx } = context(file);

    await expect(s3MultipartTransport(ctx)).rejects.toMatchObject({
      name: 'UploadError',
      message: 'The upload is not complete.',
      status: 422,
    });
    expect(api.abort).toHaveBeenCalledWith(KEY, 'upload-id');
    expect(api.createEntry).not.toHaveBeenCalled();
    expect(multipartState.get(file.fingerprint)).toBeNull();
  });

  it('stops sending parts once the user aborts, without retrying', async () => {
    const controller = new AbortController();
    const file = bigFile(6 * PART);
    api.put.mockImplementation(
      (_url, _body, options) =>
        new Promise((_resolve, reject) => {
          options.signal.addEventListener('abort', () => reject(new Error('canceled')));
        }),
    );
    const { ctx } = context(file, controller.signal);
    const running = s3MultipartTransport(ctx).catch((error: unknown) => error);
    await vi.waitFor(() => expect(api.put).toHaveBeenCalledTimes(5));
    controller.abort();
    expect(await running).toBeInstanceOf(UploadError);
    expect(api.put).toHaveBeenCalledTimes(5);
    expect(api.abort).toHaveBeenCalledOnce();
  });
});

describe('direct S3 simple transport', () => {
  it('PUTs the file to the presigned URL with its content type and acl, then makes the entry', async () => {
    api.presign.mockResolvedValue({ url: 'https://bucket.test/put', acl: 'private', key: KEY });
    api.put.mockResolvedValue({ headers: {} });
    const native = new Blob(['RIFF....WAVE'], { type: 'audio/wav' });
    const file = { ...bigFile(native.size), native };
    const { ctx } = context(file);

    await expect(s3SimpleTransport(ctx)).resolves.toBe(entry);

    expect(api.presign).toHaveBeenCalledWith(
      expect.objectContaining({ filename: 'master.wav', mime: 'audio/wav', disk: 'uploads' }),
    );
    const [url, body, options] = api.put.mock.calls[0]!;
    expect([url, body]).toEqual(['https://bucket.test/put', native]);
    expect(options.headers).toEqual({ 'Content-Type': 'audio/wav', 'x-amz-acl': 'private' });
    expect(api.createEntry).toHaveBeenCalledWith(
      expect.objectContaining({ filename: 'b'.repeat(32), size: native.size }),
    );
  });

  it("fails with the server's message when the presign is refused, sending nothing", async () => {
    api.presign.mockRejectedValue(storageError(422, 'This file type is not allowed'));
    const { ctx } = context(bigFile(10));
    await expect(s3SimpleTransport(ctx)).rejects.toMatchObject({
      message: 'This file type is not allowed',
      status: 422,
    });
    expect(api.put).not.toHaveBeenCalled();
  });
});
