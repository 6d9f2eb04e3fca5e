import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { storageKey, type DiskName, type StorageDisk, type StoredObject } from './storage-driver';

/** A disk in a folder. Every path is resolved and checked to stay inside the root. */
export class LocalDisk implements StorageDisk {
  readonly driver = 'local' as const;

  constructor(
    readonly name: DiskName,
    readonly root: string,
  ) {}

  /** The absolute path of a key, refusing anything that would leave the root. */
  pathOf(key: string): string {
    const safe = storageKey(...key.split('/'));
    const root = path.resolve(this.root);
    const full = path.resolve(root, safe);
    if (!full.startsWith(root + path.sep)) throw new Error('Storage path escapes its root');
    return full;
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(sourcePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another file system: copy to a sibling, then rename, so no half file is ever visible.
      const temp = `${target}.partial`;
      await pipeline(fs.createReadStream(sourcePath), fs.createWriteStream(temp));
      await fsp.rename(temp, target);
      await fsp.rm(sourcePath, { force: true });
    }
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.partial`;
    await fsp.writeFile(temp, body);
    await fsp.rename(temp, target);
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const file = this.pathOf(key);
    await fsp.access(file);
    return fs.createReadStream(file, {
      highWaterMark: 1024 * 1024,
      ...(range ? { start: range.start, end: range.end } : {}),
    });
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const stats = await fsp.stat(this.pathOf(key));
      return stats.isFile() ? { size: stats.size } : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}
