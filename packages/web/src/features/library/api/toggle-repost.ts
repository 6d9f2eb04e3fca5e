import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendToggle } from './toggle-request';

export type RepostableType = 'track' | 'album';

export interface ToggleRepostInput {
  repostable_type: RepostableType;
  repostable_id: number;
  /** true to repost, false to take the repost back. */
  repost: boolean;
}

/** POST reposts to repost, DELETE reposts (same body) to take it back. */
export async function toggleRepost({ repost, ...body }: ToggleRepostInput): Promise<void> {
  await sendToggle('reposts', repost, body);
}

export function useToggleRepost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleRepost,
    // Profiles' Reposts tabs (['users', id, 'reposts']) and the item's own page (its count).
    onSuccess: (_data, input) =>
      Promise.all([
        queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] === 'users' && query.queryKey[2] === 'reposts',
        }),
        queryClient.invalidateQueries({
          queryKey: [input.repostable_type === 'track' ? 'tracks' : 'albums', input.repostable_id],
          exact: true,
        }),
      ]),
  });
}
