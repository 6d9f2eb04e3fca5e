import { useInfiniteQuery } from '@tanstack/react-query';
import type { Pagination, Track } from '@/features/catalog/catalog-types';
import { apiClient } from '@/lib/api-client';
import { infiniteListOptions, LIST_PAGE_SIZE } from '@/lib/infinite-list';

/** GET artists/{id}/tracks?page&perPage: every track of the artist, most played first. */
export async function getArtistTracks(
  id: number,
  page = 1,
  perPage = LIST_PAGE_SIZE,
): Promise<Pagination<Track>> {
  const { data } = await apiClient.get<{ pagination: Pagination<Track> }>(`artists/${id}/tracks`, {
    params: { page, perPage },
  });
  return data.pagination;
}

/** The artist's tracks, page by page as the listener scrolls (`data.items`). */
export const artistTracksQueryOptions = (id: number) =>
  infiniteListOptions({
    queryKey: ['artists', id, 'tracks'],
    fetchPage: (page) => getArtistTracks(id, page),
  });

export function useArtistTracks(id: number, enabled = true) {
  return useInfiniteQuery({ ...artistTracksQueryOptions(id), enabled });
}
