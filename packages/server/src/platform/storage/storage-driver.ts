import type { Readable } from 'node:stream';

/** The storage disks: private uploads, and public files served read-only at /storage/*. */
export type DiskName = 'uploads' | 'public';

export interface StoredObject {
  size: number;
}

/**
 * One interface over local folders and S3-compatible buckets. Keys are made from
 * generated ids by `storageKey`, never from user input.
 */
export interface StorageDisk {
  readonly driver: 'local' | 's3';
  readonly name: DiskName;
  /** Stores a finished local file under `key` (a rename when both are on this disk). */
  putFile(key: string, sourcePath: string, options: { mime: string }): Promise<void>;
  put(key: string, body: Buffer, options: { mime: string }): Promise<void>;
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Joins generated path segments into a key; anything else is a programming error. */
export function storageKey(...segments: string[]): string {
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment.includes('..')) {
      throw new Error(`Unsafe storage key segment: ${JSON.stringify(segment)}`);
    }
  }
  return segments.join('/');
}

/** Accepts a key read back from a request (e.g. /storage/<key>) only if it is one we could make. */
export function parseStorageKey(key: string): string | null {
  const segments = key.split('/');
  if (segments.length === 0 || segments.length > 8) return null;
  try {
    return storageKey(...segments);
  } catch {
    return null;
  }
}
