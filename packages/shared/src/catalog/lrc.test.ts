import { describe, expect, it } from 'vitest';
import { activeLyricsLine, formatLrc, formatLrcTime, isLrc, parseLyrics } from './lrc';

describe('LRC lyrics', () => {
  it('parses time tags into sorted lines and drops metadata', () => {
    const text = '[ar:Neon Harbor]\n[00:12.50]Second\n[00:02.00][00:30.1]First and again\nno tag';
    expect(isLrc(text)).toBe(true);
    expect(parseLyrics(text)).toEqual({
      is_synced: true,
      lines: [
        { time_ms: 2000, text: 'First and again' },
        { time_ms: 12500, text: 'Second' },
        { time_ms: 30100, text: 'First and again' },
      ],
    });
  });

  it('keeps plain lyrics unsynced', () => {
    expect(parseLyrics('one\ntwo')).toEqual({
      is_synced: false,
      lines: [
        { time_ms: null, text: 'one' },
        { time_ms: null, text: 'two' },
      ],
    });
  });

  it('finds the line playing at a position', () => {
    const { lines } = parseLyrics('[00:01.00]a\n[00:05.00]b\n[00:09.00]c');
    expect(activeLyricsLine(lines, 500)).toBe(-1);
    expect(activeLyricsLine(lines, 1000)).toBe(0);
    expect(activeLyricsLine(lines, 8999)).toBe(1);
    expect(activeLyricsLine(lines, 60_000)).toBe(2);
  });

  it('formats times as [mm:ss.xx] and lines as LRC that parses back', () => {
    expect(formatLrcTime(0)).toBe('[00:00.00]');
    expect(formatLrcTime(83_456)).toBe('[01:23.45]');
    expect(formatLrcTime(6_000_000)).toBe('[100:00.00]');
    expect(formatLrcTime(-5)).toBe('[00:00.00]');
    const lines = [
      { time_ms: 1500, text: 'First' },
      { time_ms: null, text: 'not yet timed' },
      { time_ms: 12_340, text: '' },
      { time_ms: 65_000, text: 'Third' },
    ];
    const text = formatLrc(lines);
    expect(text).toBe('[00:01.50] First\n[00:12.34]\n[01:05.00] Third');
    expect(parseLyrics(text).lines).toEqual([
      { time_ms: 1500, text: 'First' },
      { time_ms: 12_340, text: '' },
      { time_ms: 65_000, text: 'Third' },
    ]);
  });
});
