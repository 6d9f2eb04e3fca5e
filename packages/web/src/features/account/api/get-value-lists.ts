import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValueListName, ValueLists } from '@tonearm/shared/account/account.schemas';
import { apiClient } from '@/lib/api-client';

export async function getValueLists(names: readonly ValueListName[]): Promise<ValueLists> {
  const { data } = await apiClient
    .answering('valueListsSchema')
    .get(`value-lists/${names.join(',')}`);
  return data;
}

export const valueListsQueryOptions = (names: readonly ValueListName[]) =>
  queryOptions({
    queryKey: ['value-lists', ...names],
    queryFn: () => getValueLists(names),
    // The lists change only with a deploy or a new localization.
    staleTime: Infinity,
  });

export function useValueLists(names: readonly ValueListName[]) {
  return useQuery(valueListsQueryOptions(names));
}
