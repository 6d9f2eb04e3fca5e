import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { storageKey, type DiskName, type StorageDisk, type StoredObject } from './storage-driver';

export interface S3Settings {
  endpoint?: string;
  bucket?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Signed URLs live this long; a part upload of 20+ MB on a slow link still fits. */
const PRESIGN_SECONDS = 60 * 60;
/** Objects stay private: the app serves them (the public disk through /storage/*). */
export const PRESIGNED_ACL = 'private';

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // KNOWN.md: most S3-compatible servers reject or mangle the SDK's default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A disk as a key prefix (`uploads/`, `public/`) in one bucket. */
export class S3Disk implements StorageDisk {
  readonly driver = 's3' as const;

  constructor(
    readonly name: DiskName,
    readonly client: S3Client,
    readonly bucket: string,
  ) {}

  objectKey(key: string): string {
    return `${this.name}/${storageKey(...key.split('/'))}`;
  }

  async putFile(key: string, sourcePath: string, options: { mime: string }): Promise<void> {
    const { size } = await fs.promises.stat(sourcePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: fs.createReadStream(sourcePath),
        ContentLength: size,
        ContentType: options.mime,
      }),
    );
    await fs.promises.rm(sourcePath, { force: true });
  }

  async put(key: string, body: Buffer, options: { mime: string }): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: options.mime,
      }),
    );
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return answer.Body as Readable;
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return { size: Number(head.ContentLength ?? 0) };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  /** A short-lived GET the browser streams from (audio, with its own Range requests). */
  presignGet(key: string, ttlSeconds: number): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      { expiresIn: ttlSeconds },
    );
  }

  /** For POST s3/simple/presign: a PUT the browser sends the file body to. */
  presignPut(key: string, options: { mime: string; size: number }): Promise<string> {
    return getSignedUrl(
      this.client,
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        ContentType: options.mime,
        ContentLength: options.size,
        ACL: PRESIGNED_ACL,
      }),
      {
        expiresIn: PRESIGN_SECONDS,
        // The browser sends the content type and acl headers; both are signed.
        signableHeaders: new Set(['content-type', 'x-amz-acl']),
        unhoistableHeaders: new Set(['x-amz-acl']),
      },
    );
  }

  async createMultipart(key: string, mime: string): Promise<string> {
    const answer = await this.client.send(
      new CreateMultipartUploadCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        ContentType: mime,
      }),
    );
    if (!answer.UploadId) throw new Error('The storage answered no upload id');
    return answer.UploadId;
  }

  async listParts(
    key: string,
    uploadId: string,
  ): Promise<{ PartNumber: number; ETag: string; Size: number }[]> {
    const parts: { PartNumber: number; ETag: string; Size: number }[] = [];
    let marker: string | undefined;
    do {
      const answer = await this.client.send(
        new ListPartsCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          UploadId: uploadId,
          ...(marker ? { PartNumberMarker: marker } : {}),
        }),
      );
      for (const part of answer.Parts ?? []) {
        parts.push({
          PartNumber: part.PartNumber ?? 0,
          ETag: part.ETag ?? '',
          Size: Number(part.Size ?? 0),
        });
      }
      marker = answer.IsTruncated ? answer.NextPartNumberMarker : undefined;
    } while (marker);
    return parts;
  }

  signPart(key: string, uploadId: string, partNumber: number): Promise<string> {
    return getSignedUrl(
      this.client,
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        UploadId: uploadId,
        PartNumber: partNumber,
      }),
      { expiresIn: PRESIGN_SECONDS },
    );
  }

  async completeMultipart(
    key: string,
    uploadId: string,
    parts: { ETag: string; PartNumber: number }[],
  ): Promise<void> {
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        UploadId: uploadId,
        MultipartUpload: {
          Parts: [...parts].sort((a, b) => a.PartNumber - b.PartNumber),
        },
      }),
    );
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    await this.client.send(
      new AbortMultipartUploadCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        UploadId: uploadId,
      }),
    );
  }
}

export function toNodeStream(body: unknown): Readable {
  return body instanceof Readable ? body : Readable.from(body as AsyncIterable<Uint8Array>);
}
