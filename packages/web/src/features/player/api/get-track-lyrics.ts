import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lyrics } from '@tonearm/shared/catalog/catalog.schemas';
import { apiClient, errorStatus } from '@/lib/api-client';

/** GET tracks/{id}/lyrics; a track without lyrics answers 404, read here as null. */
export async function getTrackLyrics(id: number): Promise<Lyrics | null> {
  try {
    const { data } = await apiClient.answering('lyricsResponseSchema').get(`tracks/${id}/lyrics`);
    return data.lyrics;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export const trackLyricsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['tracks', id, 'lyrics'],
    queryFn: () => getTrackLyrics(id),
    staleTime: Infinity,
  });

export function useTrackLyrics(id: number | null | undefined, enabled = true) {
  return useQuery({ ...trackLyricsQueryOptions(id ?? 0), enabled: enabled && !!id });
}
