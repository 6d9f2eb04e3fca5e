import { apiClient } from '@/lib/api-client';

/** POST s3/multipart/abort. */
export async function abortS3Multipart(key: string, uploadId: string): Promise<void> {
  await apiClient.post('s3/multipart/abort', { key, uploadId });
}
