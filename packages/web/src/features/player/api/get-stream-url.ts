import type { StreamUrl } from '@tonearm/shared/player/player.schemas';
import { apiClient } from '@/lib/api-client';

/**
 * GET tracks/{id}/stream-url: a signed URL of the track's audio for this listener, valid for
 * about an hour. Its range requests skip the API's session and role work on the server.
 */
export async function getStreamUrl(trackId: number): Promise<StreamUrl> {
  const { data } = await apiClient.answering('streamUrlSchema').get(`tracks/${trackId}/stream-url`);
  return data;
}
