import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValueLists } from '@tonearm/shared/account/account.schemas';
import { apiClient } from '@/lib/api-client';
import type { SelectOption } from '../settings-tabs';

async function getLocales(): Promise<ValueLists> {
  const { data } = await apiClient.answering('valueListsSchema').get('value-lists/localizations');
  return data;
}

const localesQueryOptions = () =>
  queryOptions({
    queryKey: ['value-lists', 'localizations'],
    queryFn: getLocales,
    staleTime: Infinity,
  });

/** GET value-lists/localizations as the default-language select's options. */
export function useLocaleOptions(): SelectOption[] {
  const { data } = useQuery(localesQueryOptions());
  return (data?.localizations ?? []).map((locale) => ({
    value: locale.language,
    label: locale.name,
  }));
}
