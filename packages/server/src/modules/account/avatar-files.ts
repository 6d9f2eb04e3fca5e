import { randomBytes } from 'node:crypto';
import type { FileEntryRow } from '../../platform/db/schema';
import type { FilesService } from '../files/files.service';

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

/** The public disk's prefix for avatars: `/storage/avatars/<file>` (served by /storage/*). */
export const AVATAR_PREFIX = 'avatars';
export const AVATAR_URL_PREFIX = `/storage/${AVATAR_PREFIX}/`;

const MIME_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
const RASTER_MIME_TYPES: readonly string[] = Object.values(MIME_TYPES);

/**
 * Avatar bytes on the public storage disk (local folder or bucket), each recorded as a file
 * entry of its user: an image URL under /storage/ is accepted only for a file its user owns,
 * and only such files are ever deleted with an avatar. File names come from the user id and
 * random bytes, never from the upload.
 */
export class AvatarFiles {
  constructor(private readonly files: FilesService) {}

  async save(
    userId: number,
    bytes: Uint8Array,
    extension: keyof typeof MIME_TYPES,
  ): Promise<string> {
    const fileName = `${userId}-${randomBytes(10).toString('hex')}.${extension}`;
    await this.files.storePublicFile({
      userId,
      name: `avatar.${extension}`,
      diskPrefix: AVATAR_PREFIX,
      fileName,
      bytes,
      mime: MIME_TYPES[extension],
      extension,
    });
    return `${AVATAR_URL_PREFIX}${fileName}`;
  }

  /** The raster image file behind a /storage/ URL when `userId` owns it, else null. */
  async ownedImage(userId: number, url: string): Promise<FileEntryRow | null> {
    const entry = await this.files.publicFileAt(url);
    if (!entry || entry.user_id !== userId) return null;
    return RASTER_MIME_TYPES.includes(entry.mime) ? entry : null;
  }

  /**
   * Deletes the avatar file behind an image URL when it is one `userId` uploaded as an avatar;
   * someone else's file, another of their files and external URLs are left alone.
   */
  async removeOwned(userId: number, url: string | null): Promise<void> {
    if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
    const entry = await this.files.publicFileAt(url);
    if (entry && entry.user_id === userId && entry.disk_prefix === AVATAR_PREFIX)
      await this.files.deleteStoredFile(entry);
  }

  /** Every avatar file the user uploaded (read before the account goes: its rows outlive it). */
  ownedBy(userId: number): Promise<FileEntryRow[]> {
    return this.files.publicFilesOf(userId, AVATAR_PREFIX);
  }

  async remove(entries: FileEntryRow[]): Promise<void> {
    for (const entry of entries) await this.files.deleteStoredFile(entry);
  }
}
