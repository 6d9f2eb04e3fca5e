import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** DELETE comments/{id} (author or admin). */
export async function deleteComment({ id }: { id: number; trackId: number }): Promise<void> {
  await apiClient.delete(`comments/${id}`);
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: ['tracks', input.trackId, 'comments'] }),
  });
}
