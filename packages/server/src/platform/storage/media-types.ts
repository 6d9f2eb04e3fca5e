import type * as FileTypeModule from 'file-type';
import mime from 'mime-types';

/**
 * The one place a file name becomes a content type and a content type becomes an extension.
 * `mime-types` answers, except where its answer is not what browsers and players expect and
 * what the app has always sent.
 */
const PREFERRED_TYPES: Readonly<Record<string, string>> = {
  // mime-types says audio/x-flac; browsers and the FLAC registration use audio/flac.
  flac: 'audio/flac',
};

/** Audio files only: a .webm in the audio store has no picture, so it is audio/webm. */
const PREFERRED_AUDIO_TYPES: Readonly<Record<string, string>> = {
  ...PREFERRED_TYPES,
  webm: 'audio/webm',
};

const PREFERRED_EXTENSIONS: Readonly<Record<string, string>> = {
  // mime-types picks the first registered extension, which is not the one people know.
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/aac': 'aac',
  'audio/webm': 'webm',
  // Not registered under these names, though tags and browsers write them.
  'audio/flac': 'flac',
  'image/jpg': 'jpg',
};

/** Still images every browser shows, as an avatar or a cover may be. */
export const RASTER_IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'png', 'gif', 'webp'];

function extensionOfName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The content type a file is served with, from its name; null when the name says nothing. */
export function contentTypeFor(fileName: string): string | null {
  const extension = extensionOfName(fileName);
  return PREFERRED_TYPES[extension] ?? (mime.lookup(extension) || null);
}

/** The content type of an audio file, from its name; null unless the name says audio. */
export function audioContentTypeFor(fileName: string): string | null {
  const extension = extensionOfName(fileName);
  const type = PREFERRED_AUDIO_TYPES[extension] ?? mime.lookup(extension);
  return type && type.startsWith('audio/') ? type : null;
}

/** The usual extension (no dot) for a content type; null when the type is not known. */
export function extensionFor(contentType: string): string | null {
  const type = contentType.toLowerCase();
  return PREFERRED_EXTENSIONS[type] ?? (mime.extension(type) || null);
}

export interface SniffedContentType {
  mime: string;
  /** The extension the content says (no dot). */
  extension: string;
}

let fileType: Promise<typeof FileTypeModule> | undefined;

/** What the bytes are by their magic numbers, whatever the name says; null when unknown. */
export async function sniffContentType(head: Uint8Array): Promise<SniffedContentType | null> {
  // file-type and its parsers load with the first upload, not with every start.
  fileType ??= import('file-type');
  const detected = await (await fileType).fileTypeFromBuffer(head);
  if (!detected) return null;
  // file-type calls anything starting with "GIF" a GIF; a real one names its version.
  if (detected.ext === 'gif' && !isVersionedGif(head)) return null;
  return { mime: detected.mime, extension: detected.ext };
}

function isVersionedGif(head: Uint8Array): boolean {
  const signature = Buffer.from(head.subarray(0, 6)).toString('latin1');
  return signature === 'GIF87a' || signature === 'GIF89a';
}
