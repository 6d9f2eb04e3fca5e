import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Album, Artist, Pagination, Playlist, Track } from '@/features/catalog/catalog-types';
import { apiClient } from '@/lib/api-client';

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
): Promise<Pagination<LibraryItems[K]>> {
  const { data } = await apiClient.get<{ pagination: Pagination<LibraryItems[K]> }>(
    `library/${kind}`,
    { params: { page, perPage: 50 } },
  );
  return data.pagination;
}

export const libraryQueryOptions = <K extends LibraryKind>(kind: K) =>
  queryOptions({ queryKey: ['library', kind], queryFn: () => getLibrary(kind) });

export function useLibrary<K extends LibraryKind>(kind: K, enabled = true) {
  return useQuery({ ...libraryQueryOptions(kind), enabled });
}
