import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Album, Pagination, Tag, Track } from '@/features/catalog/catalog-types';
import { apiClient } from '@/lib/api-client';

export type TagTab = 'tracks' | 'albums';

/** GET tags/{slug}?tab=tracks|albums&page. */
export async function getTag(
  slug: string,
  tab: TagTab,
  page = 1,
): Promise<{ tag: Tag; pagination: Pagination<Track | Album> }> {
  const { data } = await apiClient.get<{ tag: Tag; pagination: Pagination<Track | Album> }>(
    `tags/${encodeURIComponent(slug)}`,
    {
      params: { tab, page, perPage: 50 },
    },
  );
  return data;
}

export const tagQueryOptions = (slug: string, tab: TagTab) =>
  queryOptions({ queryKey: ['tags', slug, tab], queryFn: () => getTag(slug, tab) });

export function useTag(slug: string, tab: TagTab) {
  return useQuery(tagQueryOptions(slug, tab));
}
