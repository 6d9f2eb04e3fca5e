import { Upload, type DetailedError } from 'tus-js-client';
import { shouldRetryResumable, UPLOAD_RULES } from '@tonearm/shared/uploads/upload-rules';
import { readCookie } from '@/lib/cookies';
import { errorStatus } from '@/lib/api-client';
import { errorMessage } from '@/lib/http-errors';
import { createTusEntry } from '../../api/create-tus-entry';
import { UploadError, type Transport } from '../transport';

export const TUS_ENDPOINT = '/api/v1/tus/upload';

function serverMessage(error: DetailedError | Error): string {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (response) {
    try {
      const body = JSON.parse(response.getBody()) as { message?: string };
      if (body.message) return body.message;
    } catch {
      // Not JSON: fall through to the generic message.
    }
  }
  return 'There was an issue. Please try again.';
}

/**
 * Chunked, resumable uploads with tus-js-client: the XSRF token as a header
 * on every request, the product's retry delays, no retry on a 4xx other than 409 and 423 or
 * while offline, and the upload URL remembered so a reload or a restarted server resumes.
 */
export const tusTransport: Transport = ({ file, metadata, settings, onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const upload = new Upload(file.native, {
      endpoint: TUS_ENDPOINT,
      chunkSize: settings.chunkSize,
      retryDelays: [...UPLOAD_RULES.tusRetryDelaysMs],
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: () => Promise.resolve(file.fingerprint),
      metadata: {
        name: file.name,
        filetype: file.mime,
        extension: file.extension,
        metadata: JSON.stringify(metadata),
      },
      onBeforeRequest: (request) => {
        // Read at each request: logging in again re-issues the token.
        const token = readCookie('XSRF-TOKEN');
        if (token) request.setHeader('X-XSRF-TOKEN', token);
      },
      onShouldRetry: (error) =>
        shouldRetryResumable(error.originalResponse?.getStatus(), navigator.onLine),
      onProgress: (bytesUploaded) => onProgress(bytesUploaded),
      onError: (error) => reject(new UploadError(serverMessage(error))),
      onSuccess: () => {
        const uploadKey = (upload.url ?? '').split('/').pop() ?? '';
        createTusEntry(uploadKey).then(resolve, (error: unknown) =>
          reject(new UploadError(errorMessage(error), errorStatus(error))),
        );
      },
    });
    signal.addEventListener('abort', () => {
      void upload.abort();
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      })
      .catch(() => upload.start());
  });
