import { randomBytes } from 'node:crypto';
import type { FileEntryRow } from '../../platform/db/schema';
import {
  contentTypeFor,
  RASTER_IMAGE_EXTENSIONS,
  sniffContentType,
} from '../../platform/storage/media-types';
import type { FilesService } from '../files/files.service';

type AvatarExtension = 'jpg' | 'png' | 'gif' | 'webp';

/** What the bytes say the file is; the name and the declared type are not trusted. */
export async function sniffImageType(bytes: Uint8Array): Promise<AvatarExtension | null> {
  const sniffed = await sniffContentType(bytes);
  // An animated PNG is still a PNG to a browser, and was always kept as one.
  const extension = sniffed?.extension === 'apng' ? 'png' : sniffed?.extension;
  return extension && RASTER_IMAGE_EXTENSIONS.includes(extension)
    ? (extension as AvatarExtension)
    : null;
}

/** The public disk's prefix for avatars: `/storage/avatars/<file>` (served by /storage/*). */
export const AVATAR_PREFIX = 'avatars';
export const AVATAR_URL_PREFIX = `/storage/${AVATAR_PREFIX}/`;

const RASTER_MIME_TYPES: readonly string[] = RASTER_IMAGE_EXTENSIONS.map((extension) =>
  contentTypeFor(`image.${extension}`)!,
);

/**
 * Avatar bytes on the public storage disk (local folder or bucket), each recorded as a file
 * entry of its user: an image URL under /storage/ is accepted only for a file its user owns,
 * and only such files are ever deleted with an avatar. File names come from the user id and
 * random bytes, never from the upload.
 */
export class AvatarFiles {
  constructor(private readonly files: FilesService) {}

  async save(userId: number, bytes: Uint8Array, extension: AvatarExtension): Promise<string> {
    const fileName = `${userId}-${randomBytes(10).toString('hex')}.${extension}`;
    await this.files.storePublicFile({
      userId,
      name: `avatar.${extension}`,
      diskPrefix: AVATAR_PREFIX,
      fileName,
      bytes,
      mime: contentTypeFor(fileName)!,
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
