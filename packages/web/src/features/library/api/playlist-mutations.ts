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

/** Tracks of one playlist, by id, in the order given. */
export interface PlaylistTracksInput {
  id: number;
  trackIds: number[];
}

/** DELETE playlists/{id}. */
export async function deletePlaylist(id: number): Promise<void> {
  await apiClient.delete(`playlists/${id}`);
}

/** POST playlists/{id}/tracks {track_ids} (append). */
export async function addPlaylistTracks({ id, trackIds }: PlaylistTracksInput): Promise<void> {
  await apiClient.post(`playlists/${id}/tracks`, { track_ids: trackIds });
}

/** DELETE playlists/{id}/tracks {track_ids}. */
export async function removePlaylistTracks({ id, trackIds }: PlaylistTracksInput): Promise<void> {
  await apiClient.delete(`playlists/${id}/tracks`, { data: { track_ids: trackIds } });
}

/** POST playlists/{id}/tracks/reorder {track_ids: the whole new order}. */
export async function reorderPlaylistTracks({ id, trackIds }: PlaylistTracksInput): Promise<void> {
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

/**
 * A playlist write that refreshes what it changed: the playlist named by `changedId` (every
 * playlist without it) and the library's list. A reorder refreshes after a failure too, to
 * put back the order the server kept.
 */
function usePlaylistMutation<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  {
    changedId,
    refetchOnError = false,
  }: { changedId?: (input: Input) => number; refetchOnError?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const refetch = (input: Input) => {
    const id = changedId?.(input);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: id ? ['playlists', id] : ['playlists'] }),
      queryClient.invalidateQueries({ queryKey: ['library', 'playlists'] }),
    ]);
  };
  return useMutation({
    mutationFn,
    onSuccess: refetchOnError ? undefined : (_answer, input) => refetch(input),
    onSettled: refetchOnError ? (_answer, _error, input) => refetch(input) : undefined,
  });
}

/** The playlist a write names by its input's `id`. */
const inputPlaylist = (input: { id: number }) => input.id;

export function useCreatePlaylist() {
  return usePlaylistMutation(createPlaylist);
}

export function useUpdatePlaylist() {
  return usePlaylistMutation(updatePlaylist, { changedId: inputPlaylist });
}

export function useDeletePlaylist() {
  return usePlaylistMutation(deletePlaylist);
}

export function useAddPlaylistTracks() {
  return usePlaylistMutation(addPlaylistTracks, { changedId: inputPlaylist });
}

export function useRemovePlaylistTracks() {
  return usePlaylistMutation(removePlaylistTracks, { changedId: inputPlaylist });
}

export function useReorderPlaylistTracks() {
  return usePlaylistMutation(reorderPlaylistTracks, {
    changedId: inputPlaylist,
    refetchOnError: true,
  });
}

export function useTogglePlaylistFollow() {
  return usePlaylistMutation(togglePlaylistFollow, { changedId: inputPlaylist });
}
