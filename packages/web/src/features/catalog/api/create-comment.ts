import { useInvalidatingMutation } from '@/lib/feature-kit/invalidating-mutation';
import type { Comment } from '@tonearm/shared/catalog/catalog.schemas';
import { apiClient } from '@/lib/api-client';

export interface CreateCommentInput {
  trackId: number;
  content: string;
  position_ms?: number | null;
  /** The comment (or reply) this one answers. */
  parent_id?: number | null;
}

/** POST tracks/{id}/comments {content, position_ms?, parent_id?}. */
export async function createComment({
  trackId,
  ...body
}: CreateCommentInput): Promise<{ comment: Comment }> {
  const { data } = await apiClient
    .answering('commentResponseSchema')
    .post(`tracks/${trackId}/comments`, body);
  return data;
}

export function useCreateComment() {
  return useInvalidatingMutation(createComment, {
    invalidate: (input) => [{ queryKey: ['tracks', input.trackId, 'comments'] }],
  });
}
