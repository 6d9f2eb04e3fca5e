import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TrackCommentsResponse } from '@tonearm/shared/catalog/catalog.schemas';
import { apiClient } from '@/lib/api-client';

const COMMENTS_PER_PAGE = 20;

/**
 * GET tracks/{id}/comments?page: top-level comments, newest first, each with its replies, and
 * `comments_count`, every comment still standing on the track.
 */
export async function getTrackComments(id: number, page = 1): Promise<TrackCommentsResponse> {
  const { data } = await apiClient
    .answering('trackCommentsResponseSchema')
    .get(`tracks/${id}/comments`, {
      params: { page, perPage: COMMENTS_PER_PAGE },
    });
  return data;
}

/** Pages loaded one after another ("Load more"); a refetch reloads every loaded page. */
export const trackCommentsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: ['tracks', id, 'comments'],
    queryFn: ({ pageParam }) => getTrackComments(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: ({ pagination: last }) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

export function useTrackComments(id: number) {
  return useInfiniteQuery(trackCommentsQueryOptions(id));
}
