import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { apiClient } from '@/lib/api-client';

/** POST tus/entries: a finished tus upload becomes a file entry. */
export async function createTusEntry(uploadKey: string): Promise<FileEntry> {
  const { data } = await apiClient
    .answering('fileEntryAnswerSchema')
    .post('tus/entries', { uploadKey });
  return data.fileEntry;
}
