import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination, Playlist, Track } from '@/features/catalog/catalog-types';
import { apiClient } from '@/lib/api-client';

/** GET playlists/{id}. */
export async function getPlaylist(id: number): Promise<{ playlist: Playlist }> {
  const { data } = await apiClient.get<{ playlist: Playlist }>(`playlists/${id}`);
  return data;
}

/**
 * GET playlists/{id}/tracks?page (Track with `position`), every page: reordering sends the whole
 * new order, so the page must hold the whole list.
 */
export async function getPlaylistTracks(id: number): Promise<Pagination<Track>> {
  const fetchPage = async (page: number) =>
    (
      await apiClient.get<{ pagination: Pagination<Track> }>(`playlists/${id}/tracks`, {
        params: { page, perPage: 100 },
      })
    ).data.pagination;
  const first = await fetchPage(1);
  const data = [...first.data];
  for (let page = 2; page <= first.last_page; page += 1) data.push(...(await fetchPage(page)).data);
  return { ...first, data, per_page: data.length, last_page: 1 };
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
