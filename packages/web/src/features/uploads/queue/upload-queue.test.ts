import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transport, TransportContext } from './transport';
import { UploadQueue } from './upload-queue';
import type { UploadedFile } from './uploaded-file';
import { everyTransport, openUploadOptions } from '@/test/upload-queue';

const MB = 1024 * 1024;

function file(name: string, size: number, relativePath = ''): UploadedFile {
  return {
    id: `${name}-${Math.random()}`,
    name,
    size,
    mime: name.endsWith('.mp3') ? 'audio/mpeg' : 'application/octet-stream',
    extension: name.split('.').pop() ?? '',
    relativePath,
    lastModified: 1,
    fingerprint: name,
    native: new Blob(['x']),
  };
}

/** A transport that waits until the test resolves or rejects it. */
function controllableTransport() {
  const calls: {
    context: TransportContext;
    resolve: (e: FileEntry) => void;
    reject: (e: Error) => void;
  }[] = [];
  const transport: Transport = (context) =>
    new Promise((resolve, reject) => calls.push({ context, resolve, reject }));
  return { transport, calls };
}

function queueWith(transport: Transport, overrides: Parameters<typeof openUploadOptions>[0] = {}) {
  const errors: string[] = [];
  const queue = new UploadQueue({
    transports: everyTransport(transport),
    options: () => openUploadOptions({ tusEnabled: true, ...overrides }),
    translate: (message, values) =>
      Object.entries(values ?? {}).reduce(
        (text, [k, v]) => text.replace(`:${k}`, String(v)),
        message,
      ),
    onError: (message) => errors.push(message),
  });
  return { queue, errors };
}

const entry = { id: 1 } as FileEntry;

afterEach(() => vi.useRealTimers());

describe('upload queue', () => {
  it('runs three small uploads at once and starts the next when one completes', async () => {
    const { transport, calls } = controllableTransport();
    const { queue } = queueWith(transport);
    queue.add([file('a.mp3', 10), file('b.mp3', 10), file('c.mp3', 10), file('d.mp3', 10)]);
    expect(calls).toHaveLength(3);
    expect(queue.getSnapshot().items.map((i) => i.status)).toEqual([
      'inProgress',
      'inProgress',
      'inProgress',
      'pending',
    ]);
    calls[0]!.resolve(entry);
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toHaveLength(4);
    expect(queue.getSnapshot().items[0]).toMatchObject({
      status: 'completed',
      percentage: 100,
      entry,
    });
  });

  it('runs one at a time while a chunked or folder upload runs', async () => {
    const { transport, calls } = controllableTransport();
    const { queue } = queueWith(transport);
    queue.add([file('big.wav', 5 * MB), file('a.mp3', 10)]);
    expect(calls).toHaveLength(1);
    expect(queue.getSnapshot().items[0]!.transport).toBe('tus');
    calls[0]!.resolve(entry);
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toHaveLength(2);
    const folder = queueWith(controllableTransport().transport);
    folder.queue.add([file('1.mp3', 10, 'Album/1.mp3'), file('2.mp3', 10, 'Album/2.mp3')]);
    expect(folder.queue.getSnapshot().running).toBe(1);
  });

  it('picks the transport by size and settings', () => {
    const { queue } = queueWith(controllableTransport().transport, { directS3: true });
    queue.add([file('a.mp3', 10), file('b.wav', 200 * MB)]);
    expect(queue.getSnapshot().items.map((i) => i.transport)).toEqual(['s3Simple', 's3Multipart']);
    const form = queueWith(controllableTransport().transport, { tusEnabled: false });
    form.queue.add([file('c.wav', 50 * MB)]);
    expect(form.queue.getSnapshot().items[0]!.transport).toBe('form');
  });

  it('fails restricted files before sending and leaves .DS_Store out', () => {
    const { transport, calls } = controllableTransport();
    const { queue, errors } = queueWith(transport, {
      restrictions: {
        maxSize: MB,
        allowedExtensions: [],
        blockedExtensions: ['exe'],
        allowedMimes: [],
        blockedMimes: [],
      },
    });
    queue.add([
      file('huge.mp3', 2 * MB),
      file('setup.exe', 10),
      file('.DS_Store', 10, 'Album/.DS_Store'),
    ]);
    expect(calls).toHaveLength(0);
    expect(queue.getSnapshot().items.map((i) => [i.status, i.errorMessage])).toEqual([
      ['failed', 'file exceeds maximum allowed size of 1 MB'],
      ['failed', 'This file type is not allowed'],
    ]);
    expect(errors).toEqual([
      'file exceeds maximum allowed size of 1 MB',
      'This file type is not allowed',
    ]);
  });

  it("fails with the server's message, times out after 30 s without progress, and aborts", async () => {
    vi.useFakeTimers();
    const { transport, calls } = controllableTransport();
    const { queue, errors } = queueWith(transport);
    queue.add([file('a.mp3', 100), file('b.mp3', 100), file('c.mp3', 100)]);
    calls[0]!.reject(new Error('This file type is not allowed'));
    await vi.advanceTimersByTimeAsync(0);
    calls[1]!.context.onProgress(50);
    expect(queue.getSnapshot().items[1]!.percentage).toBe(50);
    // The refused file left the total: 50 of the 200 bytes still counted.
    expect(queue.getSnapshot().percentage).toBe(25);
    queue.abort(queue.getSnapshot().items[2]!.file.id);
    expect(calls[2]!.context.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(queue.getSnapshot().items[1]!.status).toBe('inProgress');
    await vi.advanceTimersByTimeAsync(1);
    expect(queue.getSnapshot().items.map((i) => i.status)).toEqual(['failed', 'failed', 'aborted']);
    expect(errors).toEqual(['This file type is not allowed', 'Upload timed out']);
    expect(calls[1]!.context.signal.aborted).toBe(true);
  });

  it('reads 100 % once every accepted file is done, leaving refused files out', async () => {
    const { transport, calls } = controllableTransport();
    const { queue } = queueWith(transport, {
      restrictions: {
        maxSize: 1000,
        allowedExtensions: [],
        blockedExtensions: [],
        allowedMimes: [],
        blockedMimes: [],
      },
    });
    // One refused by the client (far larger than the accepted ones), one by the server.
    queue.add([file('huge.mp3', 500 * MB), file('a.mp3', 100), file('b.mp3', 100)]);
    calls[0]!.context.onProgress(100);
    calls[0]!.resolve(entry);
    calls[1]!.context.onProgress(100);
    calls[1]!.reject(new Error('This file type is not allowed'));
    await vi.waitFor(() => expect(queue.getSnapshot().running).toBe(0));
    const snapshot = queue.getSnapshot();
    expect(snapshot.items.map((i) => i.status)).toEqual(['failed', 'completed', 'failed']);
    expect(snapshot.percentage).toBe(100);
    expect(snapshot.uploadedBytes).toBe(100);
    expect(snapshot.totalBytes).toBe(100);
  });

  it('does not read 100 % when the uploads failed, and failed rows keep no progress', async () => {
    const { transport, calls } = controllableTransport();
    const { queue } = queueWith(transport);
    queue.add([file('a.mp3', 100), file('b.mp3', 100)]);
    // Every byte was sent, then the server refused both.
    for (const call of calls) {
      call.context.onProgress(100);
      call.reject(new Error('This file type is not allowed'));
    }
    await vi.waitFor(() => expect(queue.getSnapshot().running).toBe(0));
    const snapshot = queue.getSnapshot();
    expect(snapshot.percentage).toBe(0);
    expect(snapshot.failed).toEqual({ count: 2, bytes: 200 });
    expect(snapshot.items.map((i) => [i.status, i.percentage, i.bytesUploaded])).toEqual([
      ['failed', 0, 0],
      ['failed', 0, 0],
    ]);
  });
});
