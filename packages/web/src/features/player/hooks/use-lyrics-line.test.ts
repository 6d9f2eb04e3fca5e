import { describe, expect, it } from 'vitest';
import { currentLyricsLine } from './use-lyrics-line';

const lines = [
  { time_ms: 0, text: 'one' },
  { time_ms: 4000, text: 'two' },
  { time_ms: null, text: '' },
  { time_ms: 9000, text: 'three' },
];

describe('currentLyricsLine', () => {
  it('is the last line that has started', () => {
    expect(currentLyricsLine(lines, 0)).toBe(0);
    expect(currentLyricsLine(lines, 3999)).toBe(0);
    expect(currentLyricsLine(lines, 4000)).toBe(1);
    expect(currentLyricsLine(lines, 8000)).toBe(1);
    expect(currentLyricsLine(lines, 12000)).toBe(3);
  });

  it('is -1 before the first line', () => {
    expect(currentLyricsLine([{ time_ms: 2000, text: 'late' }], 1000)).toBe(-1);
  });
});
