import { apiClient } from '@/lib/api-client';

/** POST s3/multipart/batch-sign-part-urls. */
export async function signS3Parts(
  key: string,
  uploadId: string,
  partNumbers: number[],
): Promise<{ partNumber: number; url: string }[]> {
  const { data } = await apiClient
    .answering('s3SignedPartsAnswerSchema')
    .post('s3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers });
  return data.urls;
}
