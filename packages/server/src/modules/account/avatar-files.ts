import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What the bytes say the file is; the name and the declared type are not trusted. */
export function sniffImageType(bytes: Uint8Array): 'jpg' | 'png' | 'gif' | 'webp' | null {
  const ascii = (start: number, end: number) =>
    Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** URL prefix the uploads area serves from `<DATA_DIR>/storage/public`. */
export const AVATAR_URL_PREFIX = '/storage/avatars/';
const AVATAR_FILE_NAME = /^\d+-[a-f0-9]{20}\.(jpg|png|gif|webp)$/;

/**
 * Avatar bytes on the local disk under `<DATA_DIR>/storage/public/avatars`. File names come
 * from the user id and random bytes, never from the upload, so no path leaves the folder.
 */
export class AvatarFiles {
  private readonly folder: string;

  constructor(dataDir: string) {
    this.folder = path.join(dataDir, 'storage', 'public', 'avatars');
  }

  async save(userId: number, bytes: Uint8Array, extension: string): Promise<string> {
    const name = `${userId}-${randomBytes(10).toString('hex')}.${extension}`;
    await fs.mkdir(this.folder, { recursive: true });
    await fs.writeFile(path.join(this.folder, name), bytes, { flag: 'wx' });
    return `${AVATAR_URL_PREFIX}${name}`;
  }

  /** Removes the file behind an image URL when it is one of ours; other URLs are left alone. */
  async removeByUrl(url: string | null): Promise<void> {
    const name = this.fileNameOf(url);
    if (name) await fs.rm(path.join(this.folder, name), { force: true });
  }

  /** The path on disk of an avatar URL we stored, or null. */
  pathOf(url: string | null): string | null {
    const name = this.fileNameOf(url);
    return name ? path.join(this.folder, name) : null;
  }

  private fileNameOf(url: string | null): string | null {
    if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
    const name = url.slice(AVATAR_URL_PREFIX.length);
    return AVATAR_FILE_NAME.test(name) ? name : null;
  }
}
