import { useInfiniteQuery } from '@tanstack/react-query';
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { infiniteListOptions } from '@/lib/infinite-list';
import { getTrackListPage } from '@/lib/track-list-page';

/** GET lyrics?page: tracks that have lyrics (the /lyrics page). */
export function getLyricsTracks(page = 1): Promise<Paginated<Track>> {
  return getTrackListPage('lyrics', page);
}

export const lyricsTracksQueryOptions = () =>
  infiniteListOptions({ queryKey: ['lyrics'], fetchPage: getLyricsTracks });

export function useLyricsTracks() {
  return useInfiniteQuery(lyricsTracksQueryOptions());
}
