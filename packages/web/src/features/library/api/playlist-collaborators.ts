import { useInvalidatingMutation } from '@/lib/feature-kit/invalidating-mutation';
import { apiClient } from '@/lib/api-client';

export interface ToggleCollaboratorInput {
  playlistId: number;
  userId: number;
  /** true to add the user, false to remove them. */
  add: boolean;
}

/** POST playlists/{id}/collaborators {user_id} to add, DELETE (same body) to remove (owner only). */
export async function togglePlaylistCollaborator({
  playlistId,
  userId,
  add,
}: ToggleCollaboratorInput): Promise<void> {
  const url = `playlists/${playlistId}/collaborators`;
  if (add) await apiClient.post(url, { user_id: userId });
  else await apiClient.delete(url, { data: { user_id: userId } });
}

export function useTogglePlaylistCollaborator() {
  return useInvalidatingMutation(togglePlaylistCollaborator, {
    invalidate: (input) => [{ queryKey: ['playlists', input.playlistId], exact: true }],
  });
}
