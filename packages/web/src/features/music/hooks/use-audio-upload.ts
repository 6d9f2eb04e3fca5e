import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { useState } from 'react';
import { showHttpErrorToast } from '@/lib/http-errors';
import { uploadFile } from '@/features/uploads/public';

/**
 * Uploads an audio file to the private uploads disk (a new track's audio, or a replacement):
 * `progress` is the percent sent, null when idle; a failed upload shows its error and gives null.
 */
export function useAudioUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File): Promise<FileEntry | null> => {
    setProgress(0);
    try {
      return await uploadFile(file, 'uploads', (bytes) =>
        setProgress(file.size ? Math.round((bytes / file.size) * 100) : 0),
      );
    } catch (error) {
      showHttpErrorToast(error);
      return null;
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload };
}
