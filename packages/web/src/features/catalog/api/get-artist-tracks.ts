import { queryOptions } from '@tanstack/react-query';
import type { Pagination, Track } from '@/features/catalog/catalog-types';
import { apiClient } from '@/lib/api-client';

/** GET artists/{id}/tracks?page: every track of the artist (for "play artist"). */
export async function getArtistTracks(id: number, page = 1): Promise<Pagination<Track>> {
  const { data } = await apiClient.get<{ pagination: Pagination<Track> }>(`artists/${id}/tracks`, {
    params: { page, perPage: 50 },
  });
  return data.pagination;
}

export const artistTracksQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['artists', id, 'tracks'], queryFn: () => getArtistTracks(id) });
