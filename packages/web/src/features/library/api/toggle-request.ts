import { apiClient } from '@/lib/api-client';

/** POST `url` to set a mark (like, follow, repost); DELETE it with the same body to take it back. */
export async function sendToggle(url: string, on: boolean, body: object): Promise<void> {
  if (on) await apiClient.post(url, body);
  else await apiClient.delete(url, { data: body });
}
