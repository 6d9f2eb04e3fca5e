import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenFileCache } from './open-file-cache';

/** Whether this process holds descriptor `fd` open on `file` (numbers are reused). */
function holds(fd: number, file: string): boolean {
  try {
    return fs.readlinkSync(`/proc/self/fd/${fd}`) === file;
  } catch {
    return false;
  }
}

/**
 * fs.close answers on a later turn of the event loop. A descriptor that must close is waited
 * for; one that must stay open is checked after this pause, which gives a wrong close the time
 * to happen (no event marks a close that does not come).
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const closed = (fd: number, file: string) => vi.waitFor(() => expect(holds(fd, file)).toBe(false));

describe('OpenFileCache', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-open-files-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const file = (name: string, content: string) => {
    const full = path.join(dir, name);
    fs.writeFileSync(full, content);
    return full;
  };

  it('opens a file once and serves size, mtime and ranges through one descriptor', async () => {
    const cache = new OpenFileCache();
    const full = file('a.txt', '0123456789');
    const first = await cache.get(full);
    const second = await cache.get(full);
    expect(first).toMatchObject({ size: 10 });
    expect(second?.fd).toBe(first!.fd);
    // Concurrent streams over the shared descriptor each read their own positions.
    const [a, b, c] = await Promise.all([
      text(cache.createReadStream(first!, { start: 2, end: 4, highWaterMark: 2 })),
      text(cache.createReadStream(first!, { start: 7, end: 9, highWaterMark: 2 })),
      text(cache.createReadStream(first!, { start: 0, highWaterMark: 3 })),
    ]);
    expect([a, b, c]).toEqual(['234', '789', '0123456789']);
    const fd = first!.fd;
    expect(holds(fd, full)).toBe(true);
    cache.clear();
    await closed(fd, full);
  });

  it('answers null for a missing path or a directory', async () => {
    const cache = new OpenFileCache();
    expect(await cache.get(path.join(dir, 'missing'))).toBeNull();
    expect(await cache.get(dir)).toBeNull();
  });

  it('notices a file replaced or removed once the entry is due a check', async () => {
    const cache = new OpenFileCache(64, 0);
    const full = file('b.txt', 'old');
    const before = await cache.get(full);
    const oldFd = before!.fd;
    fs.writeFileSync(`${full}.new`, 'newer bytes');
    fs.renameSync(`${full}.new`, full);
    const after = await cache.get(full);
    expect(after?.size).toBe('newer bytes'.length);
    expect(await text(cache.createReadStream(after!, { start: 0, highWaterMark: 64 }))).toBe(
      'newer bytes',
    );
    // The replaced file's descriptor was closed as nothing read it any more.
    await vi.waitFor(() =>
      expect(fs.existsSync(`/proc/self/fd/${oldFd}`) && holds(oldFd, `${full} (deleted)`)).toBe(
        false,
      ),
    );
    fs.rmSync(full);
    expect(await cache.get(full)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('keeps at most `capacity` files open, closing an evicted one only after its reads end', async () => {
    const cache = new OpenFileCache(2);
    const oneFile = file('1', 'one');
    const one = (await cache.get(oneFile))!;
    const fd = one.fd;
    const stream = cache.createReadStream(one, { start: 0, highWaterMark: 1 });
    await cache.get(file('2', 'two'));
    await cache.get(file('3', 'three'));
    expect(cache.size).toBe(2);
    expect(cache.peek(path.join(dir, '1'))).toBeNull();
    // Evicted while a stream reads it: the descriptor outlives the eviction.
    await settle();
    expect(holds(fd, oneFile)).toBe(true);
    expect(await text(stream)).toBe('one');
    await closed(fd, oneFile);
    cache.clear();
  });

  it('keeps an unchanged file open across checks (an mtime with a fraction of a ms)', async () => {
    const cache = new OpenFileCache(64, 0);
    const full = file('c.txt', 'same');
    fs.utimesSync(full, 1_700_000_000.5, 1_700_000_000.1234567);
    const first = await cache.get(full);
    const again = await cache.get(full);
    expect(again).toBe(first);
    cache.clear();
  });

  it('keeps the shared descriptor open when a stream over it is destroyed mid-read', async () => {
    const cache = new OpenFileCache();
    const full = file('d.txt', 'x'.repeat(1024 * 1024));
    const entry = (await cache.get(full))!;
    const fd = entry.fd;
    const aborted = cache.createReadStream(entry, { start: 0, highWaterMark: 1024 });
    await once(aborted, 'readable');
    aborted.destroy();
    await once(aborted, 'close');
    await settle();
    expect(holds(fd, full)).toBe(true);
    const next = cache.createReadStream(entry, { start: 0, end: 2, highWaterMark: 64 });
    expect(await text(next)).toBe('xxx');
    cache.clear();
    await closed(fd, full);
  });
});
