import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated, PaginationResponse } from '@tonearm/shared/http/http.schemas';
import { apiClient } from '@/lib/api-client';

export type ListParams = Record<string, string | number>;

/** One page of an admin list (`GET /api/v1/<endpoint>?page=…`), as every paginated list answers. */
export async function getListPage<Row>(
  endpoint: string,
  params: ListParams,
): Promise<Paginated<Row>> {
  // Any admin list comes through here: the caller's endpoint decides what a row holds.
  const { data } = await apiClient.get(endpoint, { params });
  return (data as PaginationResponse<Row>).pagination;
}

export const listPageQueryOptions = <Row>(
  endpoint: string,
  queryKey: readonly unknown[],
  params: ListParams,
) =>
  queryOptions({
    queryKey: [...queryKey, params],
    queryFn: () => getListPage<Row>(endpoint, params),
    // The previous page stays on screen while the next loads: paging does not flash.
    placeholderData: keepPreviousData,
  });

export function useListPage<Row>(
  endpoint: string,
  queryKey: readonly unknown[],
  params: ListParams,
) {
  return useQuery(listPageQueryOptions<Row>(endpoint, queryKey, params));
}
