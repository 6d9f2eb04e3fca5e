import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { FileStore } from '@tus/file-store';
import type { S3Store } from '@tus/s3-store';
import { Server, type Locker, type ServerOptions } from '@tus/server';
import type { AppConfig } from '../../platform/config';
import { s3ClientConfig } from '../../platform/storage/s3-disk';
import type { Storage } from '../../platform/storage/storage';

export const TUS_PATH = '/api/v1/tus/upload';
/** Upload ids are ours, 32 hex characters, so they are also safe as file and object names. */
export const TUS_ID = /^[a-f0-9]{32}$/;

type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0];
type TusUpload = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[1];

/** What the Fastify side learned about the caller before handing the raw request to tus. */
export interface TusCaller {
  userId: number;
}

const callers = new WeakMap<IncomingMessage, TusCaller>();

export function rememberCaller(req: IncomingMessage, caller: TusCaller): void {
  callers.set(req, caller);
}

function callerOf(req: TusRequest): TusCaller | undefined {
  const node = (req as unknown as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node;
  return node ? callers.get(node.req) : undefined;
}

/** A tus error answer (tus reads status_code and body): JSON with a message, like the API's. */
export class TusHttpError extends Error {
  readonly status_code: number;
  readonly body: string;

  constructor(status: number, message: string) {
    super(message);
    this.status_code = status;
    this.body = JSON.stringify({ message });
  }
}

export function tusError(status: number, message: string): TusHttpError {
  return new TusHttpError(status, message);
}

export interface TusHooks {
  /** Runs before any byte is accepted; throws a tusError to refuse. */
  checkNewUpload: (caller: TusCaller, upload: TusUpload) => Promise<void>;
}

/**
 * A real tus 1.0 server: a file store under DATA_DIR/storage/.tus that keeps
 * bytes and metadata side by side, so uploads resume across restarts; an S3 store (parts in
 * the bucket) when the storage driver is s3. Only the user who created an upload can touch it.
 */
export async function createTusServer(
  config: Pick<AppConfig, 'storage'>,
  storage: Storage,
  hooks: TusHooks,
  /** Shared across processes (Redis); @tus/server's own is per process. */
  locker?: Locker,
): Promise<{ server: Server; datastore: FileStore | S3Store }> {
  const datastore =
    storage.driver === 's3'
      ? // Loaded only on S3 storage: it brings the AWS SDK, which a local install never needs.
        new (await import('@tus/s3-store')).S3Store({
          partSize: 8 * 1024 * 1024,
          s3ClientConfig: { bucket: storage.s3!.bucket, ...s3ClientConfig(config.storage.s3) },
        })
      : new FileStore({ directory: storage.tusDir });

  const server = new Server({
    path: TUS_PATH,
    datastore,
    ...(locker ? { locker } : {}),
    relativeLocation: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath && TUS_ID.test(lastPath) ? lastPath : undefined,
    onUploadCreate: async (req, upload) => {
      const caller = callerOf(req);
      if (!caller) throw tusError(401, 'Unauthenticated.');
      await hooks.checkNewUpload(caller, upload);
      return { metadata: { ...upload.metadata, userId: String(caller.userId) } };
    },
    onIncomingRequest: async (req, uploadId) => {
      const caller = callerOf(req);
      if (!caller) throw tusError(401, 'Unauthenticated.');
      if (req.method === 'POST') return;
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      // Someone else's upload id looks exactly like one that does not exist.
      if (!upload || upload.metadata?.userId !== String(caller.userId))
        throw tusError(404, 'Not found.');
    },
  });
  return { server, datastore };
}
