import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3ClientConfig, type S3Settings } from '../platform/storage/s3-disk';
import { freePort } from './free-port';

export interface S3Emulator {
  name: 's3rver' | 'moto';
  env: Record<string, string>;
  /** Calls this emulator answers like S3 does; the tests of the others are skipped. */
  supports: { listParts: boolean; abortMultipart: boolean };
  stop: () => Promise<void>;
}

function createS3Client(settings: S3Settings): S3Client {
  return new S3Client(s3ClientConfig(settings));
}

/** An SDK client for the emulator's bucket, to look at what the app stored. */
export function emulatorClient(emulator: S3Emulator) {
  return createS3Client({
    endpoint: emulator.env.S3_ENDPOINT,
    region: emulator.env.S3_REGION!,
    accessKeyId: emulator.env.S3_ACCESS_KEY_ID,
    secretAccessKey: emulator.env.S3_SECRET_ACCESS_KEY,
  });
}

export const TEST_BUCKET = 'tonearm-test';
const BUCKET = TEST_BUCKET;

function envFor(endpoint: string, key: string): Record<string, string> {
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: key,
    S3_SECRET_ACCESS_KEY: key,
  };
}

/** s3rver (npm): PUT, GET, HEAD, DELETE, copy, presigned URLs and multipart create/part/complete. */
export async function startS3rver(): Promise<S3Emulator> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    name: 's3rver',
    env: envFor(`http://127.0.0.1:${port}`, 'S3RVER'),
    // KNOWN.md: s3rver answers 405 to ListParts and lacks AbortMultipartUpload.
    supports: { listParts: false, abortMultipart: false },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export function hasMoto(): boolean {
  return spawnSync('moto_server', ['--help'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
}

/**
 * moto's server mode, when installed: it also answers ListParts, AbortMultipartUpload,
 * ListMultipartUploads and bucket CORS (its preflight answers follow the bucket's rules).
 */
export async function startMoto(): Promise<S3Emulator> {
  const port = await freePort();
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${endpoint}/`)).ok) break;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('moto_server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const env = envFor(endpoint, 'testing');
  const client = createS3Client({
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'testing',
    secretAccessKey: 'testing',
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  client.destroy();
  return {
    name: 'moto',
    env,
    supports: { listParts: true, abortMultipart: true },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
