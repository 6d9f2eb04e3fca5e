import { resolveApiUrl } from '@/lib/api-client';

/** GET tracks/{id}/download: an attachment, only when downloads are enabled and permitted. */
export function trackDownloadUrl(trackId: number): string {
  return resolveApiUrl(`tracks/${trackId}/download`);
}
