import axios from 'axios';
import { multipartParts, UPLOAD_RULES } from '@tonearm/shared/uploads/upload-rules';
import { errorStatus } from '@/lib/api-client';
import { errorMessage } from '@/lib/http-errors';
import { abortS3Multipart } from '../../api/s3-multipart-abort';
import { completeS3Multipart } from '../../api/s3-multipart-complete';
import { createS3Multipart } from '../../api/s3-multipart-create';
import { getUploadedS3Parts } from '../../api/s3-multipart-get-uploaded-parts';
import { signS3Parts } from '../../api/s3-multipart-sign-parts';
import { multipartState } from '../multipart-state';
import { UploadError, type Transport } from '../transport';
import { createEntryForS3Key } from './s3-entry';

async function withRetries<T>(attempt: () => Promise<T>, retries: number, signal: AbortSignal) {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (signal.aborted || tries >= retries) throw error;
    }
  }
}

/**
 * Direct to the bucket in parts: create (or resume from the locally kept
 * state), sign 10 parts at a time, send 5 in parallel with 3 retries each, reading each ETag,
 * complete, create the entry. On failure it aborts; the local state goes on success or on a
 * failed completion.
 */
export const s3MultipartTransport: Transport = async ({ file, metadata, onProgress, signal }) => {
  const parts = multipartParts(file.size);
  const done = new Map<number, string>();
  let state = multipartState.get(file.fingerprint);
  try {
    if (state) {
      const uploaded = await getUploadedS3Parts(state.fileKey, state.uploadId).catch(() => null);
      if (uploaded) for (const part of uploaded) done.set(part.PartNumber, part.ETag);
      else {
        multipartState.remove(file.fingerprint);
        state = null;
      }
    }
    if (!state) {
      const created = await createS3Multipart({
        filename: file.name,
        mime: file.mime,
        disk: metadata.disk ?? 'uploads',
        size: file.size,
        extension: file.extension,
        metadata,
      });
      state = { createdAt: Date.now(), fileKey: created.key, uploadId: created.uploadId };
      multipartState.set(file.fingerprint, state);
    }
    const { fileKey, uploadId } = state;
    const progress = new Map<number, number>();
    const report = () => {
      let sent = 0;
      for (const part of parts)
        sent += done.has(part.partNumber)
          ? part.end - part.start
          : (progress.get(part.partNumber) ?? 0);
      onProgress(sent);
    };
    report();
    const remaining = parts.filter((part) => !done.has(part.partNumber));
    for (let i = 0; i < remaining.length; i += UPLOAD_RULES.multipartSignBatch) {
      const batch = remaining.slice(i, i + UPLOAD_RULES.multipartSignBatch);
      const urls = await signS3Parts(
        fileKey,
        uploadId,
        batch.map((part) => part.partNumber),
      );
      const queue = [...batch];
      const worker = async () => {
        for (let part = queue.shift(); part; part = queue.shift()) {
          const current = part;
          const url = urls.find((u) => u.partNumber === current.partNumber)!.url;
          const response = await withRetries(
            () =>
              axios.put(url, file.native.slice(current.start, current.end), {
                // A slice has no type, and axios would then label the part a urlencoded form,
                // which a storage server may try to parse; the object's type was set at create.
                headers: { 'Content-Type': 'application/octet-stream' },
                signal,
                onUploadProgress: (event) => {
                  progress.set(current.partNumber, event.loaded);
                  report();
                },
              }),
            UPLOAD_RULES.multipartPartRetries,
            signal,
          );
          done.set(current.partNumber, String(response.headers.etag ?? ''));
          report();
        }
      };
      await Promise.all(
        Array.from({ length: Math.min(UPLOAD_RULES.multipartParallelParts, queue.length) }, worker),
      );
    }
    try {
      await completeS3Multipart(
        fileKey,
        uploadId,
        [...done].map(([PartNumber, ETag]) => ({ PartNumber, ETag })),
      );
    } finally {
      multipartState.remove(file.fingerprint);
    }
    return await createEntryForS3Key(file, fileKey, metadata);
  } catch (error) {
    if (state) {
      await abortS3Multipart(state.fileKey, state.uploadId).catch(() => undefined);
      multipartState.remove(file.fingerprint);
    }
    throw new UploadError(errorMessage(error), errorStatus(error));
  }
};
