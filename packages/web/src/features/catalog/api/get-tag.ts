import { useInfiniteQuery } from '@tanstack/react-query';
import type { Album, Tag, Track } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { apiClient } from '@/lib/api-client';
import { infiniteListOptions, LIST_PAGE_SIZE } from '@/lib/infinite-list';

export type TagTab = 'tracks' | 'albums';

/** GET tags/{slug}?tab=tracks|albums&page. */
export async function getTag(
  slug: string,
  tab: TagTab,
  page = 1,
): Promise<{ tag: Tag; pagination: Paginated<Track | Album> }> {
  const { data } = await apiClient
    .answering('tagPageResponseSchema')
    .get(`tags/${encodeURIComponent(slug)}`, {
      params: { tab, page, perPage: LIST_PAGE_SIZE },
    });
  return data;
}

/** A tag's tab, page by page: `data.first.tag` is the tag, `data.items` every loaded row. */
export const tagQueryOptions = (slug: string, tab: TagTab) =>
  infiniteListOptions({
    queryKey: ['tags', slug, tab],
    fetchPage: (page) => getTag(slug, tab, page),
  });

export function useTag(slug: string, tab: TagTab) {
  return useInfiniteQuery(tagQueryOptions(slug, tab));
}
