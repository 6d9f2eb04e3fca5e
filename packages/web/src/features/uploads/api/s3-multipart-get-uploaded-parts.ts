import { apiClient } from '@/lib/api-client';

export interface UploadedPart {
  PartNumber: number;
  ETag: string;
  Size: number;
}

/** POST s3/multipart/get-uploaded-parts: what a resumed upload can skip. */
export async function getUploadedS3Parts(key: string, uploadId: string): Promise<UploadedPart[]> {
  const { data } = await apiClient
    .answering('s3UploadedPartsAnswerSchema')
    .post('s3/multipart/get-uploaded-parts', { key, uploadId });
  return data.parts;
}
