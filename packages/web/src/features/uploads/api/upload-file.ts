import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { extensionOf } from '@tonearm/shared/uploads/upload-rules';
import { uploadFileEntry } from '@/features/uploads/api/upload-file-entry';

/**
 * One file through the plain upload route (POST file-entries): images to the public disk (an
 * artwork URL anyone may load), audio to the private uploads disk (a `file_entry_id` to import).
 */
export function uploadFile(
  file: File,
  disk: 'public' | 'uploads',
  onProgress: (bytes: number) => void = () => {},
  signal: AbortSignal = new AbortController().signal,
): Promise<FileEntry> {
  const extension = extensionOf(file.name);
  return uploadFileEntry({
    file,
    name: file.name,
    clientMime: file.type || 'application/octet-stream',
    clientExtension: extension,
    metadata: {
      disk,
      name: file.name,
      clientName: file.name,
      clientExtension: extension,
      clientMime: file.type || 'application/octet-stream',
      clientSize: file.size,
    },
    onProgress,
    signal,
  });
}
