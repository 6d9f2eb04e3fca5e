import type { FileEntry, UploadMetadata } from '@tonearm/shared/uploads/uploads.schemas';
import { createS3Entry } from '../../api/create-s3-entry';
import type { UploadedFile } from '../uploaded-file';

/** The file entry of a file now in the bucket under `key`, as the browser described the file. */
export function createEntryForS3Key(
  file: UploadedFile,
  key: string,
  metadata: UploadMetadata,
): Promise<FileEntry> {
  return createS3Entry({
    metadata,
    clientMime: file.mime,
    clientName: file.name,
    filename: key.split('/').pop() ?? key,
    size: file.size,
    clientExtension: file.extension,
  });
}
