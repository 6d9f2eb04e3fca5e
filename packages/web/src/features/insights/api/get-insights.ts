import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Insights, InsightsKind } from '@tonearm/shared/insights/insights.schemas';
import type { ReportQueryInput } from '@tonearm/shared/reports/reports.schemas';
import { apiClient } from '@/lib/api-client';

export const insightsQueryKey = (kind: InsightsKind, id: number, query: ReportQueryInput) =>
  ['insights', kind, id, query] as const;

/** GET tracks|albums|artists/{id}/insights (the item's managers, music.update). */
export async function getInsights(
  kind: InsightsKind,
  id: number,
  query: ReportQueryInput,
): Promise<Insights> {
  const { data } = await apiClient
    .answering('insightsSchema')
    .get(`${kind}s/${id}/insights`, { params: query });
  return data;
}

export const insightsQueryOptions = (kind: InsightsKind, id: number, query: ReportQueryInput) =>
  queryOptions({
    queryKey: insightsQueryKey(kind, id, query),
    queryFn: () => getInsights(kind, id, query),
    placeholderData: keepPreviousData,
  });

export function useInsights(kind: InsightsKind, id: number, query: ReportQueryInput) {
  return useQuery({ ...insightsQueryOptions(kind, id, query), enabled: id > 0 });
}
