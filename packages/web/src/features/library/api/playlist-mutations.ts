import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Playlist } from '@tonearm/shared/catalog/catalog.schemas';
import { apiClient } from '@/lib/api-client';

export interface PlaylistInput {
  name: string;
  description?: string | null;
  public?: boolean;
  collaborative?: boolean;
}

/** POST playlists. */
export async function createPlaylist(input: PlaylistInput): Promise<{ playlist: Playlist }> {
  const { data } = await apiClient.answering('playlistResponseSchema').post('playlists', input);
  return data;
}

/** PUT playlists/{id}. */
export async function updatePlaylist({
  id,
  ...input
}: PlaylistInput & { id: number }): Promise<{ playlist: Playlist }> {
  const { data } = await apiClient
    .answering('playlistResponseSchema')
    .put(`playlists/${id}`, input);
  return data;
}

/** DELETE playlists/{id}. */
export async function deletePlaylist(id: number): Promise<void> {
  await apiClient.delete(`playlists/${id}`);
}

/** POST playlists/{id}/tracks {track_ids} (append). */
export async function addPlaylistTracks({
  id,
  trackIds,
}: {
  id: number;
  trackIds: number[];
}): Promise<void> {
  await apiClient.post(`playlists/${id}/tracks`, { track_ids: trackIds });
}

/** DELETE playlists/{id}/tracks {track_ids}. */
export async function removePlaylistTracks({
  id,
  trackIds,
}: {
  id: number;
  trackIds: number[];
}): Promise<void> {
  await apiClient.delete(`playlists/${id}/tracks`, { data: { track_ids: trackIds } });
}

/** POST playlists/{id}/tracks/reorder {track_ids: the whole new order}. */
export async function reorderPlaylistTracks({
  id,
  trackIds,
}: {
  id: number;
  trackIds: number[];
}): Promise<void> {
  await apiClient.post(`playlists/${id}/tracks/reorder`, { track_ids: trackIds });
}

/** POST / DELETE playlists/{id}/follow. */
export async function togglePlaylistFollow({
  id,
  follow,
}: {
  id: number;
  follow: boolean;
}): Promise<void> {
  if (follow) await apiClient.post(`playlists/${id}/follow`);
  else await apiClient.delete(`playlists/${id}/follow`);
}

function useInvalidatePlaylists() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: id ? ['playlists', id] : ['playlists'] }),
      queryClient.invalidateQueries({ queryKey: ['library', 'playlists'] }),
    ]);
}

export function useCreatePlaylist() {
  const invalidate = useInvalidatePlaylists();
  return useMutation({ mutationFn: createPlaylist, onSuccess: () => invalidate() });
}

export function useUpdatePlaylist() {
  const invalidate = useInvalidatePlaylists();
  return useMutation({
    mutationFn: updatePlaylist,
    onSuccess: (_d, input) => invalidate(input.id),
  });
}

export function useDeletePlaylist() {
  const invalidate = useInvalidatePlaylists();
  return useMutation({ mutationFn: deletePlaylist, onSuccess: () => invalidate() });
}

export function useAddPlaylistTracks() {
  const invalidate = useInvalidatePlaylists();
  return useMutation({
    mutationFn: addPlaylistTracks,
    onSuccess: (_d, input) => invalidate(input.id),
  });
}

export function useRemovePlaylistTracks() {
  const invalidate = useInvalidatePlaylists();
  return useMutation({
    mutationFn: removePlaylistTracks,
    onSuccess: (_d, input) => invalidate(input.id),
  });
}

export function useReorderPlaylistTracks() {
  const invalidate = useInvalidatePlaylists();
  return useMutation({
    mutationFn: reorderPlaylistTracks,
    onSettled: (_d, _e, input) => invalidate(input.id),
  });
}

export function useTogglePlaylistFollow() {
  const invalidate = useInvalidatePlaylists();
  return useMutation({
    mutationFn: togglePlaylistFollow,
    onSuccess: (_d, input) => invalidate(input.id),
  });
}
