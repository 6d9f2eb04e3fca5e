import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { reportQuerySchema, type ReportQueryInput } from '@tonearm/shared/reports/reports.schemas';
import type { ReportRange } from '@tonearm/shared/reports/report-range';

export const REPORT_TABS = ['plays', 'visitors'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export interface ReportSearchState {
  tab: ReportTab;
  /** What the page asks the server: the URL's range when it is valid, else the last 7 days. */
  query: ReportQueryInput;
  /** The range picked in the URL, valid or not (a custom range being typed). */
  range: ReportRange;
  from: string;
  to: string;
  /** Why the custom days in the URL cannot be asked for (missing, reversed, too long). */
  customError: string | null;
}

/** Reads `?tab=visitors&range=custom&from=…&to=…`, so a report can be shared and reloaded. */
export function parseReportSearchParams(params: URLSearchParams): ReportSearchState {
  const tab = params.get('tab') === 'visitors' ? 'visitors' : 'plays';
  const rangeParam = params.get('range');
  const range =
    (['today', '7d', '30d', 'year', 'custom'] as const).find((r) => r === rangeParam) ?? '7d';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const candidate: ReportQueryInput = range === 'custom' ? { range, from, to } : { range };
  const parsed = reportQuerySchema.safeParse(candidate);
  return {
    tab,
    query: parsed.success ? candidate : { range: '7d' },
    range,
    from,
    to,
    customError:
      range === 'custom' && !parsed.success ? (parsed.error.issues[0]?.message ?? null) : null,
  };
}

/** What a report page may change in its URL. */
export type ReportSearchChange = Partial<{
  tab: ReportTab;
  range: ReportRange;
  from: string;
  to: string;
}>;

/** The search params of a state change; other params of the page stay as they are. */
export function withReportState(
  params: URLSearchParams,
  change: ReportSearchChange,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  if (next.get('tab') === 'plays') next.delete('tab');
  if (next.get('range') !== 'custom') {
    next.delete('from');
    next.delete('to');
  }
  return next;
}

export function useReportSearchParams() {
  const [params, setParams] = useSearchParams();
  const state = parseReportSearchParams(params);
  const update = useCallback(
    (change: ReportSearchChange) =>
      setParams((current) => withReportState(current, change), { replace: true }),
    [setParams],
  );
  return [state, update] as const;
}
