import type { FileEntry, UploadMetadata } from '@tonearm/shared/uploads/uploads.schemas';
import { apiClient } from '@/lib/api-client';

/** POST s3/entries: an object uploaded straight to the bucket becomes an entry. */
export async function createS3Entry(input: {
  metadata: UploadMetadata;
  clientMime: string;
  clientName: string;
  filename: string;
  size: number;
  clientExtension: string;
}): Promise<FileEntry> {
  const { data } = await apiClient.answering('fileEntryAnswerSchema').post('s3/entries', input);
  return data.fileEntry;
}
