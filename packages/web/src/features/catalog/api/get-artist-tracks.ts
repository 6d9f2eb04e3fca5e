import { queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { infiniteListOptions, LIST_PAGE_SIZE } from '@/lib/infinite-list';
import { getTrackListPage } from '@/lib/track-list-page';

/** GET artists/{id}/tracks?page&perPage: every track of the artist, most played first. */
export function getArtistTracks(
  id: number,
  page = 1,
  perPage = LIST_PAGE_SIZE,
): Promise<Paginated<Track>> {
  return getTrackListPage(`artists/${id}/tracks`, page, perPage);
}

/** The artist's tracks, page by page as the listener scrolls (`data.items`). */
export const artistTracksQueryOptions = (id: number) =>
  infiniteListOptions({
    queryKey: ['artists', id, 'tracks'],
    fetchPage: (page) => getArtistTracks(id, page),
  });

export function useArtistTracks(id: number, enabled = true) {
  return useInfiniteQuery({ ...artistTracksQueryOptions(id), enabled });
}

/**
 * Playing an artist queues their whole catalogue, but no more than this: 500 tracks are a day
 * and more of listening and five requests of the endpoint's largest page (100), so the first
 * note is not held up by an artist with thousands of tracks.
 */
export const ARTIST_QUEUE_LIMIT = 500;
const ARTIST_QUEUE_PAGE_SIZE = 100;

/**
 * Every track of the artist for the queue: the top tracks in their order, then the rest of
 * the artist's tracks (most played first) without repeating any, up to ARTIST_QUEUE_LIMIT.
 */
export async function artistQueueTracks(artistId: number, topTracks: Track[]): Promise<Track[]> {
  const first = await getArtistTracks(artistId, 1, ARTIST_QUEUE_PAGE_SIZE);
  const pageCount = Math.min(
    first.last_page,
    Math.ceil(ARTIST_QUEUE_LIMIT / ARTIST_QUEUE_PAGE_SIZE),
  );
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) =>
      getArtistTracks(artistId, index + 2, ARTIST_QUEUE_PAGE_SIZE),
    ),
  );
  const seen = new Set<number>();
  return [...topTracks, ...first.data, ...rest.flatMap((page) => page.data)]
    .filter((track) => !seen.has(track.id) && seen.add(track.id))
    .slice(0, ARTIST_QUEUE_LIMIT);
}

/** The queue of an artist (artistQueueTracks), under the artist's track list's key. */
export const artistQueueQueryOptions = (artistId: number, topTracks: Track[]) =>
  queryOptions({
    queryKey: ['artists', artistId, 'tracks', 'queue'],
    queryFn: () => artistQueueTracks(artistId, topTracks),
  });
