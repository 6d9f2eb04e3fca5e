import { apiClient } from '@/lib/api-client';

/** POST tracks/{id}/plays: once per playback, after 30 s of listening or at the end of a shorter track. */
export function recordPlay(trackId: number): Promise<void> {
  const platform = typeof navigator === 'undefined' ? undefined : 'web';
  const device =
    typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches
      ? 'mobile'
      : 'desktop';
  return apiClient.post(`tracks/${trackId}/plays`, { platform, device }).then(() => undefined);
}
