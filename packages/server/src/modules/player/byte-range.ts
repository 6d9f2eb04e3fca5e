/**
 * Byte ranges, as RFC 9110 (section 14) defines them. One range answers 206; several are
 * answered with the whole file (200), which the RFC allows (a server may ignore Range) and which
 * keeps multipart bodies and their abuse out; anything unparsable or past the end answers 416.
 */
export type RangeVerdict =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

export function parseByteRange(header: string | undefined, size: number): RangeVerdict {
  if (header === undefined) return { kind: 'full' };
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!match) return { kind: 'unsatisfiable' };
  const specs = match[1]!.split(',').map((part) => part.trim());
  if (specs.some((spec) => !/^(\d*)-(\d*)$/.test(spec) || spec === '-')) {
    return { kind: 'unsatisfiable' };
  }
  const ranges: { start: number; end: number }[] = [];
  for (const spec of specs) {
    const [, a, b] = /^(\d*)-(\d*)$/.exec(spec)!;
    if (a === '') {
      const suffix = Number(b);
      if (suffix === 0 || size === 0) continue;
      ranges.push({ start: Math.max(0, size - suffix), end: size - 1 });
    } else {
      const start = Number(a);
      const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
      if (b !== '' && Number(b) < start) return { kind: 'unsatisfiable' };
      if (start >= size) continue;
      ranges.push({ start, end });
    }
  }
  if (!ranges.length) return { kind: 'unsatisfiable' };
  if (ranges.length > 1) return { kind: 'full' };
  return { kind: 'partial', ...ranges[0]! };
}

/** The strong validator of a file: size and modification time. */
export function fileEtag(size: number, mtime: Date): string {
  return `"${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}"`;
}

/**
 * If-Range: the range applies only when the validator still matches (a strong ETag, or the
 * exact Last-Modified date); otherwise the whole file is sent.
 */
export function ifRangeMatches(
  ifRange: string | undefined,
  etag: string,
  lastModified: string,
): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === etag;
  if (value.startsWith('W/')) return false;
  return value === lastModified;
}
