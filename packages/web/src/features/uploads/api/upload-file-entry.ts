import type { FileEntry, UploadMetadata } from '@tonearm/shared/uploads/uploads.schemas';
import { apiClient } from '@/lib/api-client';

/** POST file-entries: the plain multipart form upload. */
export async function uploadFileEntry(input: {
  file: Blob;
  name: string;
  clientMime: string;
  clientExtension: string;
  metadata: UploadMetadata;
  onProgress: (bytes: number) => void;
  signal: AbortSignal;
}): Promise<FileEntry> {
  const form = new FormData();
  // Fields first: the server checks them before it reads a byte of the file.
  form.append('clientMime', input.clientMime);
  form.append('clientExtension', input.clientExtension);
  form.append('metadata', JSON.stringify(input.metadata));
  form.append('file', input.file, input.name);
  const { data } = await apiClient.answering('fileEntryAnswerSchema').post('file-entries', form, {
    signal: input.signal,
    onUploadProgress: (event) => input.onProgress(event.loaded),
  });
  return data.fileEntry;
}
