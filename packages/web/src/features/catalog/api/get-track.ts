import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lyrics, Track } from '@tonearm/shared/catalog/catalog.schemas';
import { answerBody } from '@/lib/api-client';

/** GET tracks/{id}: the track and its lyrics when it has some. */
export function getTrack(id: number): Promise<{ track: Track; lyrics?: Lyrics | null }> {
  return answerBody('trackResponseSchema').get(`tracks/${id}`);
}

export const trackQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['tracks', id], queryFn: () => getTrack(id) });

export function useTrack(id: number) {
  return useQuery(trackQueryOptions(id));
}
