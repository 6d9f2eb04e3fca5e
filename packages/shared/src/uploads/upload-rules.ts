import { BYTES_PER_MB } from '../constants';

/** Upload constants, as plain values both sides share. */
export const UPLOAD_RULES = {
  concurrency: 3,
  /** While a chunked (tus or cloud multipart) or folder upload runs. */
  concurrencyChunked: 1,
  inactivityTimeoutMs: 30_000,
  /** Direct cloud uploads: simple PUT below this, multipart at and above it. */
  s3MultipartThreshold: 100 * BYTES_PER_MB,
  /** Chunked resumable (tus) uploads from this size, unless tus is disabled. */
  tusThreshold: 4 * BYTES_PER_MB,
  multipartMinChunk: 20 * BYTES_PER_MB,
  /** S3 refuses parts below 5 MB (except the last) and more than 10 000 parts. */
  multipartAbsoluteMinChunk: 5 * BYTES_PER_MB,
  multipartMaxParts: 10_000,
  multipartSignBatch: 10,
  multipartParallelParts: 5,
  multipartPartRetries: 3,
  /** The product's own resumable retry delays. */
  tusRetryDelaysMs: [0, 3000, 5000, 10_000, 20_000],
} as const;

export type UploadTransport = 's3Simple' | 's3Multipart' | 'tus' | 'form';

export interface TransportOptions {
  /** Uploads go straight from the browser to S3-compatible storage. */
  directS3: boolean;
  tusEnabled: boolean;
}

/** Which transport carries a file of `size` bytes. */
export function chooseTransport(size: number, options: TransportOptions): UploadTransport {
  if (options.directS3)
    return size < UPLOAD_RULES.s3MultipartThreshold ? 's3Simple' : 's3Multipart';
  if (options.tusEnabled && size >= UPLOAD_RULES.tusThreshold) return 'tus';
  return 'form';
}

/** At least 20 MB, at least size / 10000, at least 5 MB. */
export function multipartChunkSize(size: number): number {
  return Math.max(
    UPLOAD_RULES.multipartMinChunk,
    Math.ceil(size / UPLOAD_RULES.multipartMaxParts),
    UPLOAD_RULES.multipartAbsoluteMinChunk,
  );
}

/** Part numbers (1-based) and byte ranges of a cloud multipart upload. */
export function multipartParts(size: number): { partNumber: number; start: number; end: number }[] {
  const chunk = multipartChunkSize(size);
  const parts: { partNumber: number; start: number; end: number }[] = [];
  for (let start = 0, n = 1; start < size || n === 1; start += chunk, n++) {
    parts.push({ partNumber: n, start, end: Math.min(size, start + chunk) });
    if (size === 0) break;
  }
  return parts;
}

/**
 * Retry a resumable upload unless the answer is a 4xx other than 409 and 423,
 * or the browser is offline.
 */
export function shouldRetryResumable(status: number | undefined, online: boolean): boolean {
  if (!online) return false;
  if (status === undefined || status === 0) return true;
  if (status >= 400 && status < 500) return status === 409 || status === 423;
  return true;
}

export interface UploadRestrictions {
  /** Bytes; 0 or less means no limit. */
  maxSize: number;
  allowedExtensions: readonly string[];
  blockedExtensions: readonly string[];
  /** Patterns such as `audio/*` or `image/png`. */
  allowedMimes: readonly string[];
  blockedMimes: readonly string[];
}

export const RESTRICTION_MESSAGES = {
  size: 'file exceeds maximum allowed size of :size',
  type: 'This file type is not allowed',
} as const;

export type RestrictionViolation =
  | { rule: 'size'; message: typeof RESTRICTION_MESSAGES.size; replacements: { size: string } }
  | {
      rule: 'type';
      message: typeof RESTRICTION_MESSAGES.type;
      replacements: Record<string, never>;
    };

function normalizeExtension(extension: string): string {
  return extension.trim().replace(/^\./, '').toLowerCase();
}

export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? normalizeExtension(base.slice(dot + 1)) : '';
}

export function mimeMatches(mime: string, pattern: string): boolean {
  const m = mime.trim().toLowerCase();
  const p = pattern.trim().toLowerCase();
  if (!p) return false;
  if (p === '*' || p === '*/*') return true;
  if (p.endsWith('/*')) return m.startsWith(p.slice(0, -1));
  return m === p;
}

/** "1 GB", "4.5 MB": the :size of the size message. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/**
 * Checks a file against the settings' restrictions. Run by the client before
 * sending and by the server again, with the sniffed mime type.
 */
export function checkRestrictions(
  file: { size: number; extension: string; mime: string },
  rules: UploadRestrictions,
): RestrictionViolation | null {
  if (rules.maxSize > 0 && file.size > rules.maxSize) {
    return {
      rule: 'size',
      message: RESTRICTION_MESSAGES.size,
      replacements: { size: formatBytes(rules.maxSize) },
    };
  }
  const extension = normalizeExtension(file.extension);
  const allowed = rules.allowedExtensions.map(normalizeExtension).filter(Boolean);
  const blocked = rules.blockedExtensions.map(normalizeExtension).filter(Boolean);
  const typeViolation = {
    rule: 'type',
    message: RESTRICTION_MESSAGES.type,
    replacements: {},
  } as const;
  if (allowed.length && !allowed.includes(extension)) return typeViolation;
  if (blocked.includes(extension)) return typeViolation;
  const mime = file.mime || 'application/octet-stream';
  if (rules.allowedMimes.length && !rules.allowedMimes.some((p) => mimeMatches(mime, p)))
    return typeViolation;
  if (rules.blockedMimes.some((p) => mimeMatches(mime, p))) return typeViolation;
  return null;
}

/** Reads the restrictions out of a settings map (bootstrap settings or the server's). */
export function restrictionsFromSettings(settings: Record<string, unknown>): UploadRestrictions {
  const list = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.map(String)
      : typeof value === 'string'
        ? value
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : [];
  const maxSize = Number(settings['uploads.max_size'] ?? 0);
  return {
    maxSize: Number.isFinite(maxSize) ? maxSize : 0,
    allowedExtensions: list(settings['uploads.allowed_extensions']),
    blockedExtensions: list(settings['uploads.blocked_extensions']),
    allowedMimes: list(settings['uploads.allowed_mime_types']),
    blockedMimes: list(settings['uploads.blocked_mime_types']),
  };
}

/** Folder picks carry macOS's `.DS_Store` files; those are never uploaded. */
export function isIgnoredUpload(name: string): boolean {
  return (name.split(/[\\/]/).pop() ?? '') === '.DS_Store';
}
