import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type LikeableType = 'track' | 'album' | 'artist';

export interface ToggleLikeInput {
  likeable_type: LikeableType;
  likeable_id: number;
  /** true to like, false to unlike. */
  like: boolean;
}

/** POST library/likes to like, DELETE library/likes (same body) to unlike. */
export async function toggleLike({ like, ...body }: ToggleLikeInput): Promise<void> {
  if (like) await apiClient.post('library/likes', body);
  else await apiClient.delete('library/likes', { data: body });
}

export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['library'] }),
  });
}
