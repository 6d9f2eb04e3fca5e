import { WEEKS_PER_MONTH } from '../constants';

export type RelativeTimeUnit =
  'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';

export interface RelativeTimeParts {
  unit: RelativeTimeUnit;
  count: number;
  future: boolean;
}

// The units' lengths in milliseconds, exported so tests speak in the same units.
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
/** 4.34524 weeks to a month. */
export const MONTH = WEEKS_PER_MONTH * WEEK;
export const YEAR = 12 * MONTH;

/** Picks the largest whole unit of the distance between `date` and `now`. */
export function relativeTimeParts(
  date: Date | string | number,
  now: Date | number = Date.now(),
): RelativeTimeParts {
  const then = new Date(date).getTime();
  const diff = Number(now instanceof Date ? now.getTime() : now) - then;
  const future = diff < 0;
  const distance = Math.abs(diff);
  const steps: [RelativeTimeUnit, number][] = [
    ['years', YEAR],
    ['months', MONTH],
    ['weeks', WEEK],
    ['days', DAY],
    ['hours', HOUR],
    ['minutes', MINUTE],
  ];
  for (const [unit, size] of steps) {
    if (distance >= size) return { unit, count: Math.floor(distance / size), future };
  }
  return { unit: 'seconds', count: Math.floor(distance / SECOND), future };
}

type Translator = (key: string, values?: Record<string, number>) => string;

const SINGULAR: Record<Exclude<RelativeTimeUnit, 'seconds'>, string> = {
  minutes: 'a minute ago',
  hours: 'an hour ago',
  days: 'a day ago',
  weeks: 'a week ago',
  months: 'a month ago',
  years: 'a year ago',
};

/** "a few seconds ago", "3 minutes ago", "a week ago"… through the given translator. */
export function formatRelativeTime(
  date: Date | string | number,
  trans: Translator,
  now: Date | number = Date.now(),
): string {
  const { unit, count, future } = relativeTimeParts(date, now);
  if (unit === 'seconds') return trans(future ? 'in a few seconds' : 'a few seconds ago');
  if (future) {
    return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(count, unit);
  }
  if (count === 1) return trans(SINGULAR[unit]);
  return trans(`:count ${unit} ago`, { count });
}
