import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaysReport, ReportQueryInput } from '@tonearm/shared/reports/reports.schemas';
import { apiClient } from '@/lib/api-client';

export const playsReportQueryKey = (query: ReportQueryInput) =>
  ['admin', 'reports', 'plays', query] as const;

/** GET admin/reports/plays (admin.access). */
export async function getPlaysReport(query: ReportQueryInput): Promise<PlaysReport> {
  const { data } = await apiClient
    .answering('playsReportSchema')
    .get('admin/reports/plays', { params: query });
  return data;
}

export const playsReportQueryOptions = (query: ReportQueryInput) =>
  queryOptions({
    queryKey: playsReportQueryKey(query),
    queryFn: () => getPlaysReport(query),
    placeholderData: keepPreviousData,
  });

export function usePlaysReport(query: ReportQueryInput, enabled = true) {
  return useQuery({ ...playsReportQueryOptions(query), enabled });
}
