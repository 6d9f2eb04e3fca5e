import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination, Track } from '@/features/catalog/catalog-types';
import { apiClient } from '@/lib/api-client';

/** GET lyrics?page: tracks that have lyrics (the /lyrics page). */
export async function getLyricsTracks(page = 1): Promise<Pagination<Track>> {
  const { data } = await apiClient.get<{ pagination: Pagination<Track> }>('lyrics', {
    params: { page, perPage: 50 },
  });
  return data.pagination;
}

export const lyricsTracksQueryOptions = () =>
  queryOptions({ queryKey: ['lyrics'], queryFn: () => getLyricsTracks() });

export function useLyricsTracks() {
  return useQuery(lyricsTracksQueryOptions());
}
