/**
 * Report date ranges: which days a range covers and which period it is compared
 * with. Days are calendar days in UTC, written `YYYY-MM-DD`, both ends included. Pure, so the
 * server (which reads the roll-ups) and the web page (which labels the periods) agree.
 */
export const REPORT_RANGES = ['today', '7d', '30d', 'year', 'custom'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

/** A custom range may cover at most this many days (two years, one of them leap). */
export const REPORT_MAX_SPAN_DAYS = 731;

export interface ReportPeriod {
  /** First day, included. */
  from: string;
  /** Last day, included. */
  to: string;
}

export interface ResolvedReportRange {
  current: ReportPeriod;
  previous: ReportPeriod;
  /** "today" is charted per hour; every other range per day. */
  granularity: 'hour' | 'day';
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC calendar day of an instant. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** True for a real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && utcDay(new Date(time)) === value;
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** How many days a period covers, both ends included (1 for a single day). */
export function periodLength(period: ReportPeriod): number {
  return (
    Math.round(
      (Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS,
    ) + 1
  );
}

/** Every day of a period, in order. */
export function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The period of equal length that ends the day before `period` starts. */
export function precedingPeriod(period: ReportPeriod): ReportPeriod {
  const length = periodLength(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** The same calendar days one year earlier (29 February becomes the 28th). */
function sameDaysLastYear(period: ReportPeriod): ReportPeriod {
  const shift = (day: string) => {
    const year = Number(day.slice(0, 4)) - 1;
    const candidate = `${String(year).padStart(4, '0')}${day.slice(4)}`;
    return isIsoDay(candidate) ? candidate : `${String(year).padStart(4, '0')}-02-28`;
  };
  return { from: shift(period.from), to: shift(period.to) };
}

/**
 * The days a range covers on `today` and the period it is compared with: the period of equal
 * length just before it, except "this year", which is compared with the same days last year
 * (1 January to this day), as an operator reads a year-to-date figure.
 */
export function resolveReportRange(
  query: { range: ReportRange; from?: string | undefined; to?: string | undefined },
  today: string,
): ResolvedReportRange {
  let current: ReportPeriod;
  switch (query.range) {
    case 'today':
      current = { from: today, to: today };
      break;
    case '7d':
      current = { from: addDays(today, -6), to: today };
      break;
    case '30d':
      current = { from: addDays(today, -29), to: today };
      break;
    case 'year':
      current = { from: `${today.slice(0, 4)}-01-01`, to: today };
      return { current, previous: sameDaysLastYear(current), granularity: 'day' };
    case 'custom':
      if (!query.from || !query.to) throw new Error('A custom range needs from and to.');
      current = { from: query.from, to: query.to };
      break;
  }
  return {
    current,
    previous: precedingPeriod(current),
    granularity: periodLength(current) === 1 && query.range === 'today' ? 'hour' : 'day',
  };
}

/**
 * Change from the previous period in percent, one decimal; null when there is nothing to
 * compare with (the previous period counted 0 and this one did not).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
