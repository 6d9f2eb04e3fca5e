import axios from 'axios';
import { errorStatus } from '@/lib/api-client';
import { errorMessage } from '@/lib/http-errors';
import { presignS3Upload } from '../../api/presign-s3-upload';
import { UploadError, type Transport } from '../transport';
import { createEntryForS3Key } from './s3-entry';

/** Direct to the bucket in one presigned PUT (below 100 MB). */
export const s3SimpleTransport: Transport = async ({ file, metadata, onProgress, signal }) => {
  try {
    const disk = metadata.disk ?? 'uploads';
    const { url, acl, key } = await presignS3Upload({
      filename: file.name,
      mime: file.mime,
      disk,
      size: file.size,
      extension: file.extension,
      metadata,
    });
    // A bare axios: the bucket is another origin and must not get our headers or cookies.
    await axios.put(url, file.native, {
      headers: { 'Content-Type': file.mime, 'x-amz-acl': acl },
      signal,
      onUploadProgress: (event) => onProgress(event.loaded),
    });
    return await createEntryForS3Key(file, key, metadata);
  } catch (error) {
    throw new UploadError(errorMessage(error), errorStatus(error));
  }
};
