import { describe, expect, it } from 'vitest';
import { formatDuration, formatLogTime } from './format';

describe('log formatting', () => {
  it('writes durations in the unit a reader expects', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(2400)).toBe('2.4 s');
    expect(formatDuration(42_000)).toBe('42 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
  });

  it('keeps a time it cannot read as it is', () => {
    expect(formatLogTime('not a date')).toBe('not a date');
    expect(formatLogTime('2026-11-24T02:14:07.000Z')).toMatch(/2026/);
  });
});
