import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { audioContentTypeFor } from './media-types';
import { OpenFileCache } from './open-file-cache';
import type { S3Disk } from './s3-disk';

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
  /**
   * The open descriptor of the key's local file, kept open until `release` is called (for
   * sendfile); null when the bytes are not in a local file. Call right after `stat`.
   */
  leaseFile?(key: string): { fd: number; release: () => void } | null;
  /** Lets go of what the store keeps open. */
  close?(): void;
}

/** 1 MiB reads: Node's 64 KiB default halves throughput on large files (KNOWN.md). */
export const STREAM_HIGH_WATER_MARK = 1024 * 1024;

/**
 * Files under `<DATA_DIR>/storage/uploads`; a key that would escape the root is refused. Files
 * being streamed stay open for a while (OpenFileCache), so each range costs only its read.
 */
export class LocalAudioStore implements AudioStore {
  private readonly openFiles = new OpenFileCache();
  private readonly rootPrefix: string;

  constructor(
    readonly root: string,
    private readonly options: { sendfile: boolean } = { sendfile: true },
  ) {
    this.rootPrefix = path.resolve(root) + path.sep;
  }

  resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.rootPrefix)) {
      throw new Error(`Storage key escapes the storage root: ${key}`);
    }
    return full;
  }

  async stat(key: string): Promise<AudioStat | null> {
    const file = await this.openFiles.get(this.resolve(key));
    return file ? { size: file.size, mtime: file.mtime } : null;
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    // Always a position: streams sharing a descriptor must never read at its file offset.
    const options = {
      highWaterMark: STREAM_HIGH_WATER_MARK,
      start: range?.start ?? 0,
      ...(range ? { end: range.end } : {}),
    };
    const file = this.openFiles.peek(this.resolve(key));
    return file
      ? this.openFiles.createReadStream(file, options)
      : fs.createReadStream(this.resolve(key), options);
  }

  leaseFile(key: string): { fd: number; release: () => void } | null {
    if (!this.options.sendfile) return null;
    const file = this.openFiles.peek(this.resolve(key));
    return file ? { fd: file.fd, release: this.openFiles.lease(file) } : null;
  }

  close(): void {
    this.openFiles.clear();
  }

  async write(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    await fs.promises.writeFile(full, data);
  }
}

/**
 * Audio on the S3 `uploads` disk: players stream straight from the bucket through short-lived
 * signed GET URLs (the stream route answers 302), so the bucket, not the app, serves the bytes
 * and their ranges.
 */
export class S3AudioStore implements AudioStore {
  constructor(private readonly disk: S3Disk) {}

  async stat(key: string): Promise<AudioStat | null> {
    const object = await this.disk.stat(key);
    return object ? { size: object.size, mtime: new Date(0) } : null;
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    const out = new PassThrough({ highWaterMark: STREAM_HIGH_WATER_MARK });
    this.disk.read(key, range).then(
      (body) => body.pipe(out),
      (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return out;
  }

  async write(key: string, data: Buffer): Promise<void> {
    await this.disk.put(key, data, {
      mime: audioContentTypeFor(key) ?? 'application/octet-stream',
    });
  }

  signedUrl(key: string, ttlSeconds: number): Promise<string> {
    return this.disk.presignGet(key, ttlSeconds);
  }
}
