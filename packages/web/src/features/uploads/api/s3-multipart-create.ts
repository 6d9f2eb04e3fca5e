import { apiClient } from '@/lib/api-client';
import type { S3FileDescription } from './presign-s3-upload';

/** POST s3/multipart/create. */
export async function createS3Multipart(
  input: S3FileDescription,
): Promise<{ uploadId: string; key: string }> {
  const { data } = await apiClient
    .answering('s3MultipartCreateAnswerSchema')
    .post('s3/multipart/create', input);
  return data;
}
