import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** DELETE playlists/{id}/collaborators/me: a collaborator leaves (the owner cannot). */
export async function leavePlaylist(id: number): Promise<void> {
  await apiClient.delete(`playlists/${id}/collaborators/me`);
}

export function useLeavePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leavePlaylist,
    onSuccess: (_data, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['library', 'playlists'] }),
        // The page is left right away: refetching it now could only answer 404 (a private one).
        queryClient.invalidateQueries({ queryKey: ['playlists', id], refetchType: 'none' }),
      ]),
  });
}
