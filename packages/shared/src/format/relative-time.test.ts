import { describe, expect, it } from 'vitest';
import { WEEKS_PER_MONTH } from '../constants';
import {
  DAY,
  formatRelativeTime,
  HOUR,
  MINUTE,
  MONTH,
  relativeTimeParts,
  SECOND,
  WEEK,
  YEAR,
} from './relative-time';
import { translate } from './trans';

const NOW = Date.parse('2026-06-15T12:00:00Z');

/** The English lines are their own keys, so the untranslated fallback reads as English. */
const english = (key: string, values?: Record<string, number>) => translate(undefined, key, values);

function ago(ms: number): string {
  // Months are not whole milliseconds; round up so the moment is at least that long ago.
  return formatRelativeTime(NOW - Math.ceil(ms), english, NOW);
}

describe('formatRelativeTime', () => {
  it('reads "a few seconds ago" for anything under a minute', () => {
    expect(ago(0)).toBe('a few seconds ago');
    expect(ago(59 * SECOND)).toBe('a few seconds ago');
    expect(ago(MINUTE - 1)).toBe('a few seconds ago');
  });

  it.each([
    [MINUTE, 'a minute ago'],
    [5 * MINUTE, '5 minutes ago'],
    [HOUR, 'an hour ago'],
    [3 * HOUR, '3 hours ago'],
    [DAY, 'a day ago'],
    [6 * DAY, '6 days ago'],
    [WEEK, 'a week ago'],
    [3 * WEEK, '3 weeks ago'],
    [MONTH, 'a month ago'],
    [5 * MONTH, '5 months ago'],
    [YEAR, 'a year ago'],
    [4 * YEAR, '4 years ago'],
  ])('reads %d ms ago as "%s"', (ms, expected) => {
    expect(ago(ms)).toBe(expected);
  });

  it('rounds down within a unit', () => {
    expect(ago(2 * HOUR - 1)).toBe('an hour ago');
    expect(ago(59 * MINUTE + 59 * SECOND)).toBe('59 minutes ago');
  });

  it('counts a month as 4.34524 weeks', () => {
    expect(WEEKS_PER_MONTH).toBe(4.34524);
    // 30 days is still under 4.34524 weeks (30.41668 days).
    expect(ago(30 * DAY)).toBe('4 weeks ago');
    expect(ago(MONTH)).toBe('a month ago');
    expect(ago(Math.floor(MONTH) - 1)).toBe('4 weeks ago');
  });

  it('counts a year as twelve such months', () => {
    expect(ago(Math.floor(YEAR) - 1)).toBe('11 months ago');
    expect(ago(YEAR)).toBe('a year ago');
  });

  it('passes the count to the translator for plural lines', () => {
    const seen: [string, Record<string, number> | undefined][] = [];
    formatRelativeTime(
      NOW - 3 * DAY,
      (key, values) => {
        seen.push([key, values]);
        return key;
      },
      NOW,
    );
    expect(seen).toEqual([[':count days ago', { count: 3 }]]);
  });

  it('reads a moment in the next minute as "in a few seconds"', () => {
    expect(formatRelativeTime(NOW + 10 * SECOND, english, NOW)).toBe('in a few seconds');
  });

  it('reads later future moments in words', () => {
    expect(formatRelativeTime(NOW + 2 * DAY, english, NOW)).toBe('in 2 days');
  });

  it('accepts ISO strings and Date objects', () => {
    expect(formatRelativeTime(new Date(NOW - 2 * HOUR).toISOString(), english, new Date(NOW))).toBe(
      '2 hours ago',
    );
  });
});

describe('relativeTimeParts', () => {
  it('gives the largest whole unit and whether the moment is in the future', () => {
    expect(relativeTimeParts(NOW - 90 * MINUTE, NOW)).toEqual({
      unit: 'hours',
      count: 1,
      future: false,
    });
    expect(relativeTimeParts(NOW + 14 * DAY, NOW)).toEqual({
      unit: 'weeks',
      count: 2,
      future: true,
    });
    expect(relativeTimeParts(NOW - 30 * SECOND, NOW)).toEqual({
      unit: 'seconds',
      count: 30,
      future: false,
    });
  });
});
