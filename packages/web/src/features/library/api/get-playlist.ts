import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination, Playlist, Track } from '@/features/catalog/catalog-types';
import { apiClient } from '@/lib/api-client';

/** GET playlists/{id}. */
export async function getPlaylist(id: number): Promise<{ playlist: Playlist }> {
  const { data } = await apiClient.get<{ playlist: Playlist }>(`playlists/${id}`);
  return data;
}

/** GET playlists/{id}/tracks?page (Track with `position`). */
export async function getPlaylistTracks(id: number): Promise<Pagination<Track>> {
  const { data } = await apiClient.get<{ pagination: Pagination<Track> }>(
    `playlists/${id}/tracks`,
    { params: { perPage: 500 } },
  );
  return data.pagination;
}

export const playlistQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['playlists', id], queryFn: () => getPlaylist(id) });

export const playlistTracksQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['playlists', id, 'tracks'], queryFn: () => getPlaylistTracks(id) });

export function usePlaylist(id: number) {
  return useQuery(playlistQueryOptions(id));
}

export function usePlaylistTracks(id: number) {
  return useQuery(playlistTracksQueryOptions(id));
}
