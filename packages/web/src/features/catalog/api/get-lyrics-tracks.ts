import { useInfiniteQuery } from '@tanstack/react-query';
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { apiClient } from '@/lib/api-client';
import { infiniteListOptions, LIST_PAGE_SIZE } from '@/lib/infinite-list';

/** GET lyrics?page: tracks that have lyrics (the /lyrics page). */
export async function getLyricsTracks(page = 1): Promise<Paginated<Track>> {
  const { data } = await apiClient.answering('trackListResponseSchema').get('lyrics', {
    params: { page, perPage: LIST_PAGE_SIZE },
  });
  return data.pagination;
}

export const lyricsTracksQueryOptions = () =>
  infiniteListOptions({ queryKey: ['lyrics'], fetchPage: getLyricsTracks });

export function useLyricsTracks() {
  return useInfiniteQuery(lyricsTracksQueryOptions());
}
