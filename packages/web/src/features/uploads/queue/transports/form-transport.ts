import { errorStatus } from '@/lib/api-client';
import { errorMessage } from '@/lib/http-errors';
import { uploadFileEntry } from '../../api/upload-file-entry';
import { UploadError, type Transport } from '../transport';

/** The plain multipart form (below 4 MB, or whenever tus is disabled). */
export const formTransport: Transport = async ({ file, metadata, onProgress, signal }) => {
  try {
    return await uploadFileEntry({
      file: file.native,
      name: file.name,
      clientMime: file.mime,
      clientExtension: file.extension,
      metadata,
      onProgress,
      signal,
    });
  } catch (error) {
    throw new UploadError(errorMessage(error), errorStatus(error));
  }
};
