import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitorsReport, ReportQueryInput } from '@tonearm/shared/reports/reports.schemas';
import { apiClient } from '@/lib/api-client';

export const visitorsReportQueryKey = (query: ReportQueryInput) =>
  ['admin', 'reports', 'visitors', query] as const;

/** GET admin/reports/visitors (admin.access). */
export async function getVisitorsReport(query: ReportQueryInput): Promise<VisitorsReport> {
  const { data } = await apiClient
    .answering('visitorsReportSchema')
    .get('admin/reports/visitors', { params: query });
  return data;
}

export const visitorsReportQueryOptions = (query: ReportQueryInput) =>
  queryOptions({
    queryKey: visitorsReportQueryKey(query),
    queryFn: () => getVisitorsReport(query),
    placeholderData: keepPreviousData,
  });

export function useVisitorsReport(query: ReportQueryInput, enabled = true) {
  return useQuery({ ...visitorsReportQueryOptions(query), enabled });
}
