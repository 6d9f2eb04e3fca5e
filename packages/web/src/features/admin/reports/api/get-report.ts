import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportQueryInput } from '@tonearm/shared/reports/reports.schemas';
import type { ResponseOf } from '@tonearm/shared/http/response-schemas';
import { apiClient } from '@/lib/api-client';

/** Each report tab and the schema its endpoint answers with. */
const REPORT_SCHEMAS = {
  plays: 'playsReportSchema',
  visitors: 'visitorsReportSchema',
} as const;

export type ReportKind = keyof typeof REPORT_SCHEMAS;
type Report<Kind extends ReportKind> = ResponseOf<(typeof REPORT_SCHEMAS)[Kind]>;

export const reportQueryKey = (kind: ReportKind, query: ReportQueryInput) =>
  ['admin', 'reports', kind, query] as const;

/** GET admin/reports/{kind} (admin.access). */
export async function getReport<Kind extends ReportKind>(
  kind: Kind,
  query: ReportQueryInput,
): Promise<Report<Kind>> {
  const { data } = await apiClient
    .answering(REPORT_SCHEMAS[kind])
    .get(`admin/reports/${kind}`, { params: query });
  return data;
}

export const reportQueryOptions = <Kind extends ReportKind>(kind: Kind, query: ReportQueryInput) =>
  queryOptions({
    queryKey: reportQueryKey(kind, query),
    queryFn: () => getReport(kind, query),
    // The last period's numbers stay on screen while another period loads.
    placeholderData: keepPreviousData,
  });

export function useReport<Kind extends ReportKind>(
  kind: Kind,
  query: ReportQueryInput,
  enabled = true,
) {
  return useQuery({ ...reportQueryOptions(kind, query), enabled });
}
