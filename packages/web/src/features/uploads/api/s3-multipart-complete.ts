import { apiClient } from '@/lib/api-client';

/** POST s3/multipart/complete. */
export async function completeS3Multipart(
  key: string,
  uploadId: string,
  parts: { ETag: string; PartNumber: number }[],
): Promise<void> {
  await apiClient.post('s3/multipart/complete', { key, uploadId, parts });
}
