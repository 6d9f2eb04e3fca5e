import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Album, Artist, Track } from '@tonearm/shared/catalog/catalog.schemas';
import { answerBody } from '@/lib/api-client';

export interface ArtistResponse {
  artist: Artist;
  top_tracks: Track[];
  albums: Album[];
  similar: Artist[];
}

/** GET artists/{id}: the artist with top tracks, albums and similar artists. */
export function getArtist(id: number): Promise<ArtistResponse> {
  return answerBody('artistPageResponseSchema').get(`artists/${id}`);
}

export const artistQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['artists', id], queryFn: () => getArtist(id) });

export function useArtist(id: number) {
  return useQuery(artistQueryOptions(id));
}
