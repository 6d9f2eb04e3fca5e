import type { UploadMetadata } from '@tonearm/shared/uploads/uploads.schemas';
import { apiClient } from '@/lib/api-client';

export interface S3FileDescription {
  filename: string;
  mime: string;
  disk: 'uploads' | 'public';
  size: number;
  extension: string;
  metadata: UploadMetadata;
}

/** POST s3/simple/presign. */
export async function presignS3Upload(
  input: S3FileDescription,
): Promise<{ url: string; acl: string; key: string }> {
  const { data } = await apiClient
    .answering('s3PresignAnswerSchema')
    .post('s3/simple/presign', input);
  return data;
}
