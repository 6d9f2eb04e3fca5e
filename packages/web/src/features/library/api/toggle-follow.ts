import { useInvalidatingMutation } from '@/lib/feature-kit/invalidating-mutation';
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
  return useInvalidatingMutation(toggleFollow, {
    invalidate: (input) => [
      { queryKey: [input.followable_type === 'artist' ? 'artists' : 'users', input.followable_id] },
      { queryKey: ['library'] },
    ],
  });
}
