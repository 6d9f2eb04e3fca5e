import { addDays, type ReportPeriod } from '@tonearm/shared/reports/report-range';

/**
 * How a period is read from the roll-ups: whole calendar months from the monthly rows, the days
 * before and after them from the daily rows. A two-year report reads ~24 rows per key plus at
 * most ~60 daily ones, whatever the traffic.
 */
export interface PeriodSegments {
  days: ReportPeriod[];
  months: { from: string; to: string } | null;
}

function monthOf(day: string): string {
  return day.slice(0, 7);
}

function firstOfNextMonth(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12
    ? `${String(year + 1).padStart(4, '0')}-01-01`
    : `${day.slice(0, 4)}-${String(month + 1).padStart(2, '0')}-01`;
}

export function periodSegments(period: ReportPeriod): PeriodSegments {
  // The first whole month starts on the 1st at or after `from`; the last ends on or before `to`.
  const firstMonthStart = period.from.endsWith('-01') ? period.from : firstOfNextMonth(period.from);
  const afterTo = addDays(period.to, 1);
  const lastMonthEnd = afterTo.endsWith('-01')
    ? period.to
    : addDays(`${monthOf(period.to)}-01`, -1);
  if (firstMonthStart > lastMonthEnd) return { days: [period], months: null };
  const days: ReportPeriod[] = [];
  if (period.from < firstMonthStart)
    days.push({ from: period.from, to: addDays(firstMonthStart, -1) });
  if (lastMonthEnd < period.to) days.push({ from: addDays(lastMonthEnd, 1), to: period.to });
  return { days, months: { from: monthOf(firstMonthStart), to: monthOf(lastMonthEnd) } };
}
