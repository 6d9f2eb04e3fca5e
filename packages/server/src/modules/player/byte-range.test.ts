import { describe, expect, it } from 'vitest';
import { fileEtag, ifRangeMatches, parseByteRange } from './byte-range';

describe('parseByteRange (RFC 9110 range requests)', () => {
  it('serves the whole file without a Range header', () => {
    expect(parseByteRange(undefined, 100)).toEqual({ kind: 'full' });
  });
  it.each([
    ['bytes=0-0', { kind: 'partial', start: 0, end: 0 }],
    ['bytes=10-19', { kind: 'partial', start: 10, end: 19 }],
    ['bytes=-1', { kind: 'partial', start: 99, end: 99 }],
    ['bytes=90-', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=90-500', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-500', { kind: 'partial', start: 0, end: 99 }],
  ])('%s', (header, expected) => {
    expect(parseByteRange(header, 100)).toEqual(expected);
  });
  it.each([
    'bytes=100-',
    'bytes=200-300',
    'bytes=-0',
    'bytes=5-2',
    'bytes=abc',
    'items=0-1',
    'bytes=-',
    'bytes=',
  ])('%s is unsatisfiable', (header) => {
    expect(parseByteRange(header, 100)).toEqual({ kind: 'unsatisfiable' });
  });
  it('answers several ranges with the whole file', () => {
    expect(parseByteRange('bytes=0-1, 5-6', 100)).toEqual({ kind: 'full' });
  });
  it('drops unsatisfiable parts of a multi-range and serves a single remaining one', () => {
    expect(parseByteRange('bytes=0-1, 500-600', 100)).toEqual({
      kind: 'partial',
      start: 0,
      end: 1,
    });
  });
});

describe('If-Range', () => {
  const etag = fileEtag(100, new Date('2026-01-01T00:00:00Z'));
  const date = new Date('2026-01-01T00:00:00Z').toUTCString();
  it('matches the strong ETag or the exact date', () => {
    expect(ifRangeMatches(undefined, etag, date)).toBe(true);
    expect(ifRangeMatches(etag, etag, date)).toBe(true);
    expect(ifRangeMatches(date, etag, date)).toBe(true);
  });
  it('refuses a different or weak validator', () => {
    expect(ifRangeMatches('"other"', etag, date)).toBe(false);
    expect(ifRangeMatches(`W/${etag}`, etag, date)).toBe(false);
    expect(ifRangeMatches(new Date(0).toUTCString(), etag, date)).toBe(false);
  });
});
