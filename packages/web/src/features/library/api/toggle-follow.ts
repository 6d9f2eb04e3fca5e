import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendToggle } from './toggle-request';

export interface ToggleFollowInput {
  followable_type: 'artist' | 'user';
  followable_id: number;
  follow: boolean;
}

/** POST follows to follow, DELETE follows (same body) to unfollow. */
export async function toggleFollow({ follow, ...body }: ToggleFollowInput): Promise<void> {
  await sendToggle('follows', follow, body);
}

export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFollow,
    onSuccess: (_data, input) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: [input.followable_type === 'artist' ? 'artists' : 'users', input.followable_id],
        }),
        queryClient.invalidateQueries({ queryKey: ['library'] }),
      ]),
  });
}
