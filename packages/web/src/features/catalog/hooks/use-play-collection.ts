import { useQueryClient } from '@tanstack/react-query';
import { albumQueryOptions } from '@/features/catalog/api/get-album';
import { artistQueryOptions } from '@/features/catalog/api/get-artist';
import { artistQueueQueryOptions } from '@/features/catalog/api/get-artist-tracks';
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import { playlistTracksQueryOptions } from '@/features/library/public';
import { getPlayer } from '@/features/player/public';

export type CollectionType = 'album' | 'playlist' | 'artist';

/**
 * Loads an album's, playlist's or artist's tracks (from the query cache when it can) and plays
 * them: all of an album or playlist, an artist's top tracks and then the rest of their tracks.
 */
export function usePlayCollection() {
  const queryClient = useQueryClient();
  return async (
    type: CollectionType,
    id: number,
    name?: string,
    options: { shuffle?: boolean; startIndex?: number } = {},
  ) => {
    let tracks: Track[] = [];
    if (type === 'album')
      tracks = (await queryClient.fetchQuery(albumQueryOptions(id))).album.tracks ?? [];
    if (type === 'playlist')
      tracks = (await queryClient.fetchQuery(playlistTracksQueryOptions(id))).data;
    if (type === 'artist') {
      // The top tracks first, then the rest of the artist's catalogue; if that fails, the top
      // tracks alone rather than nothing.
      tracks = (await queryClient.fetchQuery(artistQueryOptions(id))).top_tracks;
      tracks = await queryClient
        .fetchQuery(artistQueueQueryOptions(id, tracks))
        .catch(() => tracks);
    }
    const player = getPlayer();
    if (options.shuffle !== undefined) player.setShuffle(options.shuffle);
    const start = options.shuffle
      ? Math.floor(Math.random() * tracks.length)
      : (options.startIndex ?? 0);
    player.playList(tracks, start, { type, id, name });
  };
}

/** What a play button needs to play an album, playlist or artist: its source and how to start it. */
export function useCollectionPlayback(type: CollectionType, item: { id: number; name: string }) {
  const play = usePlayCollection();
  return {
    source: { type, id: item.id },
    onPlay: () => play(type, item.id, item.name),
  };
}
