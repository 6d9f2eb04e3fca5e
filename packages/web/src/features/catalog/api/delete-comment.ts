import { useInvalidatingMutation } from '@/lib/feature-kit/invalidating-mutation';
import { apiClient } from '@/lib/api-client';

/** DELETE comments/{id} (author or admin). */
export async function deleteComment({ id }: { id: number; trackId: number }): Promise<void> {
  await apiClient.delete(`comments/${id}`);
}

export function useDeleteComment() {
  return useInvalidatingMutation(deleteComment, {
    invalidate: (input) => [{ queryKey: ['tracks', input.trackId, 'comments'] }],
  });
}
