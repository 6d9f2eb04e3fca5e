import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Playlist, Track } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { apiClient } from '@/lib/api-client';
import { infiniteListOptions, LIST_PAGE_SIZE } from '@/lib/infinite-list';
import { getTrackListPage } from '@/lib/track-list-page';

/** GET playlists/{id}. */
export async function getPlaylist(id: number): Promise<{ playlist: Playlist }> {
  const { data } = await apiClient.answering('playlistResponseSchema').get(`playlists/${id}`);
  return data;
}

/** GET playlists/{id}/tracks?page: one page of the playlist's tracks (Track with `position`). */
export function getPlaylistTracksPage(
  id: number,
  page = 1,
  perPage = LIST_PAGE_SIZE,
): Promise<Paginated<Track>> {
  return getTrackListPage(`playlists/${id}/tracks`, page, perPage);
}

/**
 * Every page of the playlist's tracks, as one list: playing the playlist queues all of it, and
 * a reorder sends the whole new order.
 */
export async function getPlaylistTracks(id: number): Promise<Paginated<Track>> {
  const first = await getPlaylistTracksPage(id, 1, 100);
  const data = [...first.data];
  for (let page = 2; page <= first.last_page; page += 1)
    data.push(...(await getPlaylistTracksPage(id, page, 100)).data);
  return { ...first, data, per_page: data.length, last_page: 1 };
}

export const playlistQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['playlists', id], queryFn: () => getPlaylist(id) });

/** Every track of the playlist at once (for playback and reordering). */
export const playlistTracksQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['playlists', id, 'tracks'], queryFn: () => getPlaylistTracks(id) });

/** The playlist page's track list, page by page as the listener scrolls (`data.items`). */
export const playlistTrackPagesQueryOptions = (id: number) =>
  infiniteListOptions({
    queryKey: ['playlists', id, 'tracks', 'pages'],
    fetchPage: (page) => getPlaylistTracksPage(id, page),
  });

export function usePlaylist(id: number) {
  return useQuery(playlistQueryOptions(id));
}

export function usePlaylistTracks(id: number) {
  return useInfiniteQuery(playlistTrackPagesQueryOptions(id));
}
