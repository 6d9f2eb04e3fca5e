import { useInfiniteQuery } from '@tanstack/react-query';
import type { Album, Artist, Playlist, Track } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { ResponseName } from '@tonearm/shared/http/response-schemas';
import { apiClient } from '@/lib/api-client';
import { infiniteListOptions, LIST_PAGE_SIZE } from '@/lib/infinite-list';

export interface LibraryItems {
  tracks: Track;
  albums: Album;
  artists: Artist;
  playlists: Playlist;
  history: Track;
}

export type LibraryKind = keyof LibraryItems;

const LIBRARY_ANSWERS = {
  tracks: 'trackListResponseSchema',
  albums: 'albumListResponseSchema',
  artists: 'artistListResponseSchema',
  playlists: 'playlistListResponseSchema',
  history: 'trackListResponseSchema',
} as const satisfies Record<LibraryKind, ResponseName>;

/** GET library/tracks|albums|artists|playlists|history?page. */
export async function getLibrary<K extends LibraryKind>(
  kind: K,
  page = 1,
): Promise<Paginated<LibraryItems[K]>> {
  const { data } = await apiClient
    .answering(LIBRARY_ANSWERS[kind])
    .get(`library/${kind}`, { params: { page, perPage: LIST_PAGE_SIZE } });
  // Each kind's answer holds that kind's items; the lookup above loses which kind it was.
  return data.pagination as Paginated<LibraryItems[K]>;
}

/** History holds one row per play: the same track played twice is two rows. */
function historyRowKey(item: unknown): string {
  const track = item as Track;
  return `${track.id}@${track.played_at ?? ''}`;
}

/** The library list of one kind, page by page (`data.items` holds every loaded row). */
export const libraryQueryOptions = <K extends LibraryKind>(kind: K) =>
  infiniteListOptions({
    queryKey: ['library', kind],
    fetchPage: (page) => getLibrary(kind, page),
    itemKey: kind === 'history' ? historyRowKey : undefined,
  });

export function useLibrary<K extends LibraryKind>(kind: K, enabled = true) {
  return useInfiniteQuery({ ...libraryQueryOptions(kind), enabled });
}
