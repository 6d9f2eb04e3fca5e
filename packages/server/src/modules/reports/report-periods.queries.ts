import { addDays, type ReportPeriod } from '@tonearm/shared/reports/report-range';

/**
 * The roll-up grains, coarsest first: a calendar year (period `YYYY`), a month (`YYYY-MM`), a
 * third of a month (`YYYY-MM-01`, `-11` or `-21`: days 1–10, 11–20, 21–end) and a day
 * (`YYYY-MM-DD`). Every play or visit is counted once at each grain, so a period is read as a
 * few coarse rows per key plus fewer than ten days at each end: a two-year report reads about
 * twenty rows per track, not 730.
 */
export const GRAINS = ['y', 'm', 'x', 'd'] as const;
export type Grain = (typeof GRAINS)[number];

/** The period key of the block of `grain` that holds `day`. */
export function blockOf(grain: Grain, day: string): string {
  switch (grain) {
    case 'y':
      return day.slice(0, 4);
    case 'm':
      return day.slice(0, 7);
    case 'x': {
      const date = Number(day.slice(8, 10));
      return `${day.slice(0, 8)}${date < 11 ? '01' : date < 21 ? '11' : '21'}`;
    }
    case 'd':
      return day;
  }
}

/** First and last day of the block of `grain` that starts on `day`. */
function blockDays(grain: Grain, day: string): ReportPeriod {
  switch (grain) {
    case 'y':
      return { from: `${day.slice(0, 4)}-01-01`, to: `${day.slice(0, 4)}-12-31` };
    case 'm':
      return { from: day, to: addDays(nextMonth(day), -1) };
    case 'x': {
      const date = Number(day.slice(8, 10));
      return { from: day, to: date === 21 ? addDays(nextMonth(day), -1) : addDays(day, 9) };
    }
    case 'd':
      return { from: day, to: day };
  }
}

function nextMonth(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12
    ? `${String(year + 1).padStart(4, '0')}-01-01`
    : `${day.slice(0, 4)}-${String(month + 1).padStart(2, '0')}-01`;
}

/** A run of consecutive blocks of one grain: periods `from`..`to` (block keys). */
export interface GrainRun {
  grain: Grain;
  from: string;
  to: string;
}

/** The fewest blocks that tile a period, largest that fit first, as runs per grain. */
export function periodRuns(period: ReportPeriod, grains: readonly Grain[] = GRAINS): GrainRun[] {
  const runs: GrainRun[] = [];
  let cursor = period.from;
  while (cursor <= period.to) {
    const grain =
      grains.find(
        (g) => blockOf(g, cursor) === startKey(g, cursor) && blockDays(g, cursor).to <= period.to,
      ) ?? 'd';
    const key = blockOf(grain, cursor);
    const last = runs.at(-1);
    if (last?.grain === grain) last.to = key;
    else runs.push({ grain, from: key, to: key });
    cursor = addDays(blockDays(grain, cursor).to, 1);
  }
  return runs;
}

/** The key a block would have if it started on `day` (it does when this equals blockOf). */
function startKey(grain: Grain, day: string): string {
  switch (grain) {
    case 'y':
      return day.endsWith('-01-01') ? day.slice(0, 4) : '';
    case 'm':
      return day.endsWith('-01') ? day.slice(0, 7) : '';
    case 'x':
      return /-(01|11|21)$/.test(day) ? day : '';
    case 'd':
      return day;
  }
}
