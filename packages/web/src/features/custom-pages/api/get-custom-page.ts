import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomPage } from '@tonearm/shared/custom-pages/custom-pages.schemas';
import { apiClient } from '@/lib/api-client';

/** Every custom page query starts with this key (the admin editor refreshes it on save). */
export const customPagesQueryKey = ['custom-pages'] as const;

/**
 * GET custom-pages/{id or slug}. The server inlines the same call into index.html
 * (bootstrap/page-data.ts), so the first page renders without a round trip: keep the URL as is.
 */
export async function getCustomPage(idOrSlug: string | number): Promise<CustomPage> {
  const { data } = await apiClient
    .answering('customPageResponseSchema')
    .get(`custom-pages/${encodeURIComponent(String(idOrSlug))}`);
  return data.page;
}

export const customPageQueryOptions = (idOrSlug: string | number) =>
  queryOptions({
    queryKey: [...customPagesQueryKey, String(idOrSlug)],
    queryFn: () => getCustomPage(idOrSlug),
  });

export function useCustomPage(idOrSlug: string | number) {
  return useQuery(customPageQueryOptions(idOrSlug));
}
