import { useInvalidatingMutation } from '@/lib/feature-kit/invalidating-mutation';
import { apiClient } from '@/lib/api-client';

/** DELETE playlists/{id}/collaborators/me: a collaborator leaves (the owner cannot). */
export async function leavePlaylist(id: number): Promise<void> {
  await apiClient.delete(`playlists/${id}/collaborators/me`);
}

export function useLeavePlaylist() {
  return useInvalidatingMutation(leavePlaylist, {
    invalidate: (id) => [
      { queryKey: ['library', 'playlists'] },
      // The page is left right away: refetching it now could only answer 404 (a private one).
      { queryKey: ['playlists', id], refetchType: 'none' },
    ],
  });
}
