import { useState } from 'react';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SearchTag } from '@tonearm/shared/search/search.schemas';
import type {
  Album,
  Artist,
  Playlist,
  Track,
  UserProfile,
} from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { apiClient } from '@/lib/api-client';
import { infiniteListOptions, LIST_PAGE_SIZE } from '@/lib/infinite-list';

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
  const { data } = await apiClient.answering('searchResponseSchema').get('search', {
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

/**
 * A picker's look-up: what the user types, and the first `limit` results of one type for it
 * (nothing is asked while the box is blank).
 */
export function usePickerSearch<TType extends SearchType>(type: TType, limit: number) {
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  const results = useQuery({
    queryKey: ['search', `${type}-picker`, trimmed],
    queryFn: () => search(trimmed, limit, [type]),
    enabled: trimmed.length > 0,
    staleTime: 30_000,
  });
  const found: SearchResults[TType] = results.data?.results[type] ?? [];
  return { query, setQuery, trimmed, found };
}

/** GET search/{type}?query=&page: one type, paginated (the search page's tabs). */
export async function searchType<T extends SearchType>(
  type: T,
  query: string,
  page = 1,
): Promise<Paginated<SearchResults[T][number]>> {
  const { data } = await apiClient.answering('searchPageResponseSchema').get(`search/${type}`, {
    params: { query, page, perPage: LIST_PAGE_SIZE },
  });
  return data.pagination;
}

/** Tags and genres share one result list and each have their own ids. */
function resultKey(item: unknown): unknown {
  const tag = item as { id: number; type?: string };
  return tag.type ? `${tag.type}:${tag.id}` : tag.id;
}

/** One result type, page by page as the listener scrolls (`data.items`). */
export const searchTypeQueryOptions = <T extends SearchType>(type: T, query: string) =>
  infiniteListOptions({
    queryKey: ['search', type, query],
    fetchPage: (page) => searchType(type, query, page),
    itemKey: resultKey,
  });

export function useSearchType<T extends SearchType>(type: T, query: string) {
  return useInfiniteQuery({
    ...searchTypeQueryOptions(type, query),
    enabled: query.trim().length > 0,
  });
}
