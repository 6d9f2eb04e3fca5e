import fs from 'node:fs';
import { finished } from 'node:stream';

export interface OpenFile {
  fd: number;
  size: number;
  mtime: Date;
}

interface Entry extends OpenFile {
  path: string;
  ino: number;
  checkedAt: number;
  /** Streams and leases reading through this descriptor right now. */
  readers: number;
  evicted: boolean;
}

/**
 * Keeps recently streamed files open, so a range request costs its read, not a stat, an open and
 * a close as well (a player asks for many ranges of the same few files). An entry is checked
 * against the path again after `revalidateMs`: a file replaced or removed meanwhile is reopened
 * or dropped. Descriptors close once evicted and no stream reads them any more.
 */
export class OpenFileCache {
  private readonly entries = new Map<string, Entry>();
  private readonly opening = new Map<string, Promise<Entry | null>>();

  constructor(
    private readonly capacity = 64,
    private readonly revalidateMs = 1000,
  ) {}

  /** The open file at `path`, or null when there is no regular file there. */
  async get(path: string): Promise<OpenFile | null> {
    const entry = this.entries.get(path);
    if (entry && Date.now() - entry.checkedAt < this.revalidateMs) {
      this.touch(entry);
      return entry;
    }
    if (entry && (await this.stillCurrent(entry))) return entry;
    let pending = this.opening.get(path);
    if (!pending) {
      pending = this.open(path).finally(() => this.opening.delete(path));
      this.opening.set(path, pending);
    }
    return pending;
  }

  /** The entry `get` last returned for `path`, without checking the path again. */
  peek(path: string): OpenFile | null {
    return this.entries.get(path) ?? null;
  }

  /** A stream over `file`'s descriptor; the descriptor stays open until the stream is done. */
  createReadStream(
    file: OpenFile,
    options: { start: number; end?: number; highWaterMark: number },
  ): fs.ReadStream {
    const release = this.lease(file);
    const stream = fs.createReadStream('', {
      ...options,
      fd: file.fd,
      autoClose: false,
      // destroy() (an aborted response) closes a stream's descriptor even with autoClose off,
      // and this one is shared: the cache closes it, once no one reads it.
      fs: { read: fs.read, close: (_fd: number, done: (error: null) => void) => done(null) },
    });
    // With autoClose off a stream read to its end never emits 'close': finished() also sees
    // 'end', and errors or an aborted response (destroy).
    finished(stream, release);
    return stream;
  }

  /**
   * Keeps `file`'s descriptor open, even if it is evicted meanwhile, until the returned release
   * is called (once; later calls do nothing).
   */
  lease(file: OpenFile): () => void {
    const entry = file as Entry;
    entry.readers += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      entry.readers -= 1;
      this.closeIfIdle(entry);
    };
  }

  /** Closes every descriptor no stream is reading (the rest close when their streams end). */
  clear(): void {
    for (const entry of [...this.entries.values()]) this.evict(entry);
  }

  get size(): number {
    return this.entries.size;
  }

  private async stillCurrent(entry: Entry): Promise<boolean> {
    const stat = await fs.promises.stat(entry.path).catch(() => null);
    if (
      stat?.isFile() &&
      stat.ino === entry.ino &&
      stat.size === entry.size &&
      // Both in whole milliseconds: mtimeMs keeps the file system's fraction, a Date doesn't.
      stat.mtime.getTime() === entry.mtime.getTime()
    ) {
      entry.checkedAt = Date.now();
      this.touch(entry);
      return true;
    }
    this.evict(entry);
    return false;
  }

  private async open(path: string): Promise<Entry | null> {
    let fd: number;
    try {
      fd = await new Promise<number>((resolve, reject) =>
        fs.open(path, 'r', (error, opened) => (error ? reject(error) : resolve(opened))),
      );
    } catch {
      return null;
    }
    const stat = await new Promise<fs.Stats | null>((resolve) =>
      fs.fstat(fd, (error, stats) => resolve(error ? null : stats)),
    );
    if (!stat?.isFile()) {
      fs.close(fd, () => {});
      return null;
    }
    const entry: Entry = {
      path,
      fd,
      size: stat.size,
      mtime: stat.mtime,
      ino: stat.ino,
      checkedAt: Date.now(),
      readers: 0,
      evicted: false,
    };
    const previous = this.entries.get(path);
    if (previous) this.evict(previous);
    this.entries.set(path, entry);
    if (this.entries.size > this.capacity) {
      // Map order is least recently used first (touch() moves an entry to the end).
      const oldest = this.entries.values().next().value;
      if (oldest) this.evict(oldest);
    }
    return entry;
  }

  private touch(entry: Entry): void {
    this.entries.delete(entry.path);
    this.entries.set(entry.path, entry);
  }

  private evict(entry: Entry): void {
    if (this.entries.get(entry.path) === entry) this.entries.delete(entry.path);
    entry.evicted = true;
    this.closeIfIdle(entry);
  }

  private closeIfIdle(entry: Entry): void {
    if (entry.evicted && entry.readers === 0 && entry.fd >= 0) {
      const fd = entry.fd;
      entry.fd = -1;
      fs.close(fd, () => {});
    }
  }
}
