import { describe, expect, it } from 'vitest';
import {
  checkRestrictions,
  chooseTransport,
  extensionOf,
  formatBytes,
  isIgnoredUpload,
  mimeMatches,
  multipartChunkSize,
  multipartParts,
  shouldRetryResumable,
  UPLOAD_RULES,
} from './upload-rules';

const MB = 1_048_576;
const open = {
  maxSize: 0,
  allowedExtensions: [],
  blockedExtensions: [],
  allowedMimes: [],
  blockedMimes: [],
};

describe('upload transport choice', () => {
  it('sends direct S3 uploads below 100 MB as one PUT and larger ones as multipart', () => {
    const s3 = { directS3: true, tusEnabled: true };
    expect(chooseTransport(100 * MB - 1, s3)).toBe('s3Simple');
    expect(chooseTransport(100 * MB, s3)).toBe('s3Multipart');
  });
  it('uses tus from 4 MB unless it is disabled, else the multipart form', () => {
    expect(chooseTransport(4 * MB - 1, { directS3: false, tusEnabled: true })).toBe('form');
    expect(chooseTransport(4 * MB, { directS3: false, tusEnabled: true })).toBe('tus');
    expect(chooseTransport(40 * MB, { directS3: false, tusEnabled: false })).toBe('form');
  });
});

describe('cloud multipart chunk size', () => {
  it('is at least 20 MB, at least size/10000 and at least 5 MB', () => {
    expect(multipartChunkSize(1)).toBe(20 * MB);
    expect(multipartChunkSize(200 * MB)).toBe(20 * MB);
    const huge = 500 * 1024 * MB;
    expect(multipartChunkSize(huge)).toBe(Math.ceil(huge / 10_000));
    expect(multipartChunkSize(huge)).toBeGreaterThan(20 * MB);
  });
  it('splits a file into parts that cover every byte once', () => {
    const size = 45 * MB + 3;
    const parts = multipartParts(size);
    expect(parts.map((p) => p.partNumber)).toEqual([1, 2, 3]);
    expect(parts[0]).toEqual({ partNumber: 1, start: 0, end: 20 * MB });
    expect(parts.at(-1)!.end).toBe(size);
  });
  it('keeps the agreed batch, parallelism and retry constants', () => {
    expect(UPLOAD_RULES.multipartSignBatch).toBe(10);
    expect(UPLOAD_RULES.multipartParallelParts).toBe(5);
    expect(UPLOAD_RULES.multipartPartRetries).toBe(3);
    expect(UPLOAD_RULES.tusRetryDelaysMs).toEqual([0, 3000, 5000, 10000, 20000]);
    expect(UPLOAD_RULES.concurrency).toBe(3);
    expect(UPLOAD_RULES.concurrencyChunked).toBe(1);
    expect(UPLOAD_RULES.inactivityTimeoutMs).toBe(30000);
  });
});

describe('resumable retries', () => {
  it('retries network errors and 5xx, 409 and 423, but not other 4xx or offline', () => {
    expect(shouldRetryResumable(undefined, true)).toBe(true);
    expect(shouldRetryResumable(500, true)).toBe(true);
    expect(shouldRetryResumable(409, true)).toBe(true);
    expect(shouldRetryResumable(423, true)).toBe(true);
    expect(shouldRetryResumable(403, true)).toBe(false);
    expect(shouldRetryResumable(413, true)).toBe(false);
    expect(shouldRetryResumable(500, false)).toBe(false);
  });
});

describe('restrictions', () => {
  it('refuses a file above the maximum size with the size in the message', () => {
    const violation = checkRestrictions(
      { size: 3 * MB, extension: 'mp3', mime: 'audio/mpeg' },
      { ...open, maxSize: 2 * MB },
    );
    expect(violation).toEqual({
      rule: 'size',
      message: 'file exceeds maximum allowed size of :size',
      replacements: { size: '2 MB' },
    });
  });
  it('applies allowed and blocked extensions and mime patterns', () => {
    const mp3 = { size: 1, extension: 'MP3', mime: 'audio/mpeg' };
    expect(checkRestrictions(mp3, { ...open, allowedExtensions: ['mp3'] })).toBeNull();
    expect(checkRestrictions(mp3, { ...open, allowedExtensions: ['flac'] })?.message).toBe(
      'This file type is not allowed',
    );
    expect(checkRestrictions(mp3, { ...open, blockedExtensions: ['.mp3'] })?.rule).toBe('type');
    expect(checkRestrictions(mp3, { ...open, allowedMimes: ['audio/*'] })).toBeNull();
    expect(checkRestrictions(mp3, { ...open, allowedMimes: ['image/*'] })?.rule).toBe('type');
    expect(checkRestrictions(mp3, { ...open, blockedMimes: ['audio/mpeg'] })?.rule).toBe('type');
  });
  it('matches mime patterns and reads extensions', () => {
    expect(mimeMatches('audio/flac', 'audio/*')).toBe(true);
    expect(mimeMatches('image/png', 'audio/*')).toBe(false);
    expect(extensionOf('Album/01 Song.FLAC')).toBe('flac');
    expect(extensionOf('.bashrc')).toBe('');
    expect(formatBytes(1024 * MB)).toBe('1 GB');
  });
  it('ignores .DS_Store in folder picks', () => {
    expect(isIgnoredUpload('Album/.DS_Store')).toBe(true);
    expect(isIgnoredUpload('Album/song.mp3')).toBe(false);
  });
});
