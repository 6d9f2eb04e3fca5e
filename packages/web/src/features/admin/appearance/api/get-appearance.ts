import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppearanceResponse } from '@tonearm/shared/appearance/appearance.schemas';
import { apiClient } from '@/lib/api-client';

export const appearanceQueryKey = ['admin', 'appearance'] as const;

/** GET admin/appearance: the saved appearance settings, the themes and the font list. */
export async function getAppearance(): Promise<AppearanceResponse> {
  const { data } = await apiClient.answering('appearanceResponseSchema').get('admin/appearance');
  return data;
}

export const appearanceQueryOptions = () =>
  queryOptions({ queryKey: appearanceQueryKey, queryFn: getAppearance });

export function useAppearance() {
  return useQuery(appearanceQueryOptions());
}
