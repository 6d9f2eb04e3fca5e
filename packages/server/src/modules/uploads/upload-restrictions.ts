import fs from 'node:fs/promises';
import {
  checkRestrictions,
  restrictionsFromSettings,
  type UploadRestrictions,
} from '@tonearm/shared/uploads/upload-rules';
import { ValidationError } from '../../platform/errors';
import { sniffContentType } from '../../platform/storage/media-types';

/** Enough bytes for every signature file-type knows. */
export const SNIFF_BYTES = 4100;

export interface SniffedType {
  mime: string;
  /** The extension the content says, when it says one. */
  extension: string | null;
}

const TEXT_MARKUP = /<\s*(!doctype\s+html|html|script|svg|iframe|body|\?xml)/i;

/** What the bytes are, whatever the name says (content sniffing). */
export async function sniffBuffer(head: Uint8Array): Promise<SniffedType> {
  const detected = await sniffContentType(head);
  if (detected) return detected;
  const text = Buffer.from(head).toString('utf8');
  // Markup is refused or served as text only: a page in a "song" must not run in a browser.
  if (TEXT_MARKUP.test(text.slice(0, 1024))) return { mime: 'text/html', extension: 'html' };
  // Control characters other than tab, newline and carriage return mean binary.
  const printable = ![...text].some(
    (c) => c.charCodeAt(0) < 9 || (c.charCodeAt(0) > 13 && c.charCodeAt(0) < 32),
  );
  return {
    mime: printable && head.length > 0 ? 'text/plain' : 'application/octet-stream',
    extension: null,
  };
}

export async function sniffFile(filePath: string): Promise<SniffedType> {
  const handle = await fs.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return await sniffBuffer(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

export function restrictionsOf(settings: Record<string, unknown>): UploadRestrictions {
  return restrictionsFromSettings(settings);
}

/** 422 with the restriction's own message (size or type) when a file breaks it. */
export function assertAllowed(
  file: { size: number; extension: string; mime: string },
  rules: UploadRestrictions,
): void {
  const violation = checkRestrictions(file, rules);
  if (!violation) return;
  const message =
    violation.rule === 'size'
      ? violation.message.replace(':size', violation.replacements.size)
      : violation.message;
  throw ValidationError.field('file', message);
}

/**
 * The server's second check (the client made the first): the declared name and type, and the
 * sniffed type, must all pass; a sniffed type that is blocked wins over an innocent name.
 */
export function assertContentAllowed(
  file: { size: number; extension: string; clientMime: string },
  sniffed: SniffedType,
  rules: UploadRestrictions,
): void {
  assertAllowed({ size: file.size, extension: file.extension, mime: sniffed.mime }, rules);
  if (sniffed.extension && sniffed.extension !== file.extension)
    assertAllowed({ size: file.size, extension: sniffed.extension, mime: sniffed.mime }, rules);
}
