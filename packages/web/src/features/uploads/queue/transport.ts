import type { FileEntry, UploadMetadata } from '@tonearm/shared/uploads/uploads.schemas';
import type { UploadedFile } from './uploaded-file';

export interface TransportSettings {
  /** Bytes per tus request (the `uploads.chunk_size` setting). */
  chunkSize: number;
}

export interface TransportContext {
  file: UploadedFile;
  metadata: UploadMetadata;
  settings: TransportSettings;
  /** Bytes sent so far; also proves the upload is alive (inactivity timeout). */
  onProgress: (bytesUploaded: number) => void;
  signal: AbortSignal;
}

/** Carries one file to the server and answers the file entry it became. */
export type Transport = (context: TransportContext) => Promise<FileEntry>;

/** An upload failure whose message is meant for the user (the server's, when it sent one). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}
