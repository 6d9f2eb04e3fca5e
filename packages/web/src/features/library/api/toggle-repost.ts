import { useInvalidatingMutation } from '@/lib/feature-kit/invalidating-mutation';
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
  return useInvalidatingMutation(toggleRepost, {
    // Profiles' Reposts tabs (['users', id, 'reposts']) and the item's own page (its count).
    invalidate: (input) => [
      { predicate: (query) => query.queryKey[0] === 'users' && query.queryKey[2] === 'reposts' },
      {
        queryKey: [input.repostable_type === 'track' ? 'tracks' : 'albums', input.repostable_id],
        exact: true,
      },
    ],
  });
}
