import { useInfiniteQuery } from '@tanstack/react-query';
import type { Album, Artist, Playlist, Track } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
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

/** GET library/tracks|albums|artists|playlists|history?page. */
export async function getLibrary<K extends LibraryKind>(
  kind: K,
  page = 1,
): Promise<Paginated<LibraryItems[K]>> {
  const { data } = await apiClient.get<{ pagination: Paginated<LibraryItems[K]> }>(
    `library/${kind}`,
    { params: { page, perPage: LIST_PAGE_SIZE } },
  );
  return data.pagination;
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
