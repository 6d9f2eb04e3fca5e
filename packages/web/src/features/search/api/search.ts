import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchTag } from '@tonearm/shared/search/search.schemas';
import type {
  Album,
  Artist,
  Pagination,
  Playlist,
  Track,
  UserProfile,
} from '@/features/catalog/catalog-types';
import { apiClient } from '@/lib/api-client';

export interface SearchResults {
  tracks: Track[];
  albums: Album[];
  artists: Artist[];
  playlists: Playlist[];
  users: UserProfile[];
  tags: SearchTag[];
}

export type SearchType = keyof SearchResults;
export const SEARCH_TYPES: SearchType[] = [
  'tracks',
  'albums',
  'artists',
  'playlists',
  'users',
  'tags',
];

/** GET search?query=&types=&limit=: a few of each type (navbar instant results, the "all" tab). */
export async function search(
  query: string,
  limit = 5,
  types: SearchType[] = SEARCH_TYPES,
): Promise<{ query: string; results: SearchResults }> {
  const { data } = await apiClient.get<{ query: string; results: SearchResults }>('search', {
    params: { query, types: types.join(','), limit },
  });
  return data;
}

export const searchQueryOptions = (query: string, limit = 5) =>
  queryOptions({
    queryKey: ['search', query, limit],
    queryFn: () => search(query, limit),
    staleTime: 60_000,
  });

export function useSearch(query: string, limit = 5) {
  return useQuery({
    ...searchQueryOptions(query, limit),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET search/{type}?query=&page: one type, paginated (the search page's tabs). */
export async function searchType<T extends SearchType>(
  type: T,
  query: string,
  page = 1,
): Promise<Pagination<SearchResults[T][number]>> {
  const { data } = await apiClient.get<{ pagination: Pagination<SearchResults[T][number]> }>(
    `search/${type}`,
    {
      params: { query, page, perPage: 50 },
    },
  );
  return data.pagination;
}

export function useSearchType<T extends SearchType>(type: T, query: string) {
  return useQuery({
    queryKey: ['search', type, query],
    queryFn: () => searchType(type, query),
    enabled: query.trim().length > 0,
  });
}
