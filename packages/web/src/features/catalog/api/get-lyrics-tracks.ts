import { useInfiniteQuery } from '@tanstack/react-query';
import type { Pagination, Track } from '@/features/catalog/catalog-types';
import { apiClient } from '@/lib/api-client';
import { infiniteListOptions, LIST_PAGE_SIZE } from '@/lib/infinite-list';

/** GET lyrics?page: tracks that have lyrics (the /lyrics page). */
export async function getLyricsTracks(page = 1): Promise<Pagination<Track>> {
  const { data } = await apiClient.get<{ pagination: Pagination<Track> }>('lyrics', {
    params: { page, perPage: LIST_PAGE_SIZE },
  });
  return data.pagination;
}

export const lyricsTracksQueryOptions = () =>
  infiniteListOptions({ queryKey: ['lyrics'], fetchPage: getLyricsTracks });

export function useLyricsTracks() {
  return useInfiniteQuery(lyricsTracksQueryOptions());
}
