import type { Transport } from '@/features/uploads/queue/transport';
import type { UploadQueue } from '@/features/uploads/queue/upload-queue';

type QueueSettings = ConstructorParameters<typeof UploadQueue>[0];
type QueueOptions = ReturnType<QueueSettings['options']>;

/** One transport for every way of uploading, so a test sees each file whatever the settings. */
export function everyTransport(transport: Transport): QueueSettings['transports'] {
  return { form: transport, tus: transport, s3Simple: transport, s3Multipart: transport };
}

/** Upload options that accept any file, in 1 MB chunks, with what the test changes. */
export function openUploadOptions(overrides: Partial<QueueOptions> = {}): QueueOptions {
  return {
    restrictions: {
      maxSize: 0,
      allowedExtensions: [],
      blockedExtensions: [],
      allowedMimes: [],
      blockedMimes: [],
    },
    directS3: false,
    tusEnabled: false,
    transport: { chunkSize: 1024 * 1024 },
    ...overrides,
  };
}
