import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface AudioStat {
  size: number;
  mtime: Date;
}

/**
 * Where audio bytes live. The key always comes from a database row, never from a request.
 * The uploads work plugs its storage drivers (local | S3) in behind this interface; with
 * `signedUrl` present the stream route redirects to it.
 */
export interface AudioStore {
  stat(key: string): Promise<AudioStat | null>;
  /** Inclusive byte range, like HTTP's. */
  read(key: string, range?: { start: number; end: number }): Readable;
  write(key: string, data: Buffer): Promise<void>;
  signedUrl?(key: string, ttlSeconds: number): Promise<string>;
}

/** 1 MiB reads: Node's 64 KiB default halves throughput on large files (KNOWN.md). */
export const STREAM_HIGH_WATER_MARK = 1024 * 1024;

/** Files under `<DATA_DIR>/storage/uploads`; a key that would escape the root is refused. */
export class LocalAudioStore implements AudioStore {
  constructor(readonly root: string) {}

  resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`Storage key escapes the storage root: ${key}`);
    }
    return full;
  }

  async stat(key: string): Promise<AudioStat | null> {
    try {
      const stat = await fs.promises.stat(this.resolve(key));
      return stat.isFile() ? { size: stat.size, mtime: stat.mtime } : null;
    } catch {
      return null;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return fs.createReadStream(this.resolve(key), {
      highWaterMark: STREAM_HIGH_WATER_MARK,
      ...(range ? { start: range.start, end: range.end } : {}),
    });
  }

  async write(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    await fs.promises.writeFile(full, data);
  }
}
