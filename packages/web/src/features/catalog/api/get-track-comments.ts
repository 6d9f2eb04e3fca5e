import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment, Pagination } from '@/features/catalog/catalog-types';
import { apiClient } from '@/lib/api-client';

/** GET tracks/{id}/comments?page. */
export async function getTrackComments(id: number, page = 1): Promise<Pagination<Comment>> {
  const { data } = await apiClient.get<{ pagination: Pagination<Comment> }>(
    `tracks/${id}/comments`,
    { params: { page, perPage: 50 } },
  );
  return data.pagination;
}

export const trackCommentsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['tracks', id, 'comments'], queryFn: () => getTrackComments(id) });

export function useTrackComments(id: number) {
  return useQuery(trackCommentsQueryOptions(id));
}
