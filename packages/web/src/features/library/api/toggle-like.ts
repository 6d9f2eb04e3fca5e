import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { sendToggle } from './toggle-request';

export type LikeableType = 'track' | 'album' | 'artist';

export interface ToggleLikeInput {
  likeable_type: LikeableType;
  likeable_id: number;
  /** true to like, false to unlike. */
  like: boolean;
}

/** POST library/likes to like, DELETE library/likes (same body) to unlike. */
export async function toggleLike({ like, ...body }: ToggleLikeInput): Promise<void> {
  await sendToggle('library/likes', like, body);
}

export function useToggleLike() {
  return useRefetchingMutation(toggleLike, { refetch: [['library']] });
}
