import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { s3Presigner, s3Sdk } from './s3-sdk';
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

/** The SDK client settings for a bucket (the tus S3 store takes the same). */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
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
  };
}

/** One S3 client, made by its first use (which loads the SDK). */
export class LazyS3Client {
  private created: S3Client | null = null;
  private creating: Promise<S3Client> | undefined;

  constructor(private readonly settings: S3Settings) {}

  get(): Promise<S3Client> {
    this.creating ??= s3Sdk().then(
      ({ S3Client }) => (this.created = new S3Client(s3ClientConfig(this.settings))),
    );
    return this.creating;
  }

  destroy(): void {
    this.created?.destroy();
  }
}

/** A disk as a key prefix (`uploads/`, `public/`) in one bucket. */
export class S3Disk implements StorageDisk {
  readonly driver = 's3' as const;

  constructor(
    readonly name: DiskName,
    readonly client: LazyS3Client,
    readonly bucket: string,
  ) {}

  /** The client and the SDK's commands, loaded by the first call. */
  private async sdk() {
    const [sdk, client] = await Promise.all([s3Sdk(), this.client.get()]);
    return { sdk, client };
  }

  /** The same, with the URL presigner. */
  private async signer() {
    const [{ getSignedUrl }, sdk, client] = await Promise.all([
      s3Presigner(),
      s3Sdk(),
      this.client.get(),
    ]);
    return { getSignedUrl, sdk, client };
  }

  objectKey(key: string): string {
    return `${this.name}/${storageKey(...key.split('/'))}`;
  }

  async putFile(key: string, sourcePath: string, options: { mime: string }): Promise<void> {
    const { size } = await fs.promises.stat(sourcePath);
    const { sdk, client } = await this.sdk();
    await client.send(
      new sdk.PutObjectCommand({
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
    const { sdk, client } = await this.sdk();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: options.mime,
      }),
    );
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const { sdk, client } = await this.sdk();
    const answer = await client.send(
      new sdk.GetObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return answer.Body as Readable;
  }

  async stat(key: string): Promise<StoredObject | null> {
    const { sdk, client } = await this.sdk();
    try {
      const head = await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return { size: Number(head.ContentLength ?? 0) };
    } catch {
      return null;
    }
  }

  /** Copies an object from the bucket's root (where the tus store assembles uploads) to `key`. */
  async copyFromBucketRoot(rootKey: string, key: string): Promise<void> {
    const { sdk, client } = await this.sdk();
    await client.send(
      new sdk.CopyObjectCommand({
        Bucket: this.bucket,
        CopySource: `${this.bucket}/${rootKey}`,
        Key: this.objectKey(key),
      }),
    );
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.sdk();
    await client.send(
      new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  /** A short-lived GET the browser streams from (audio, with its own Range requests). */
  async presignGet(key: string, ttlSeconds: number): Promise<string> {
    const { getSignedUrl, sdk, client } = await this.signer();
    return getSignedUrl(
      client,
      new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      { expiresIn: ttlSeconds },
    );
  }

  /** For POST s3/simple/presign: a PUT the browser sends the file body to. */
  async presignPut(key: string, options: { mime: string; size: number }): Promise<string> {
    const { getSignedUrl, sdk, client } = await this.signer();
    return getSignedUrl(
      client,
      new sdk.PutObjectCommand({
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
    const { sdk, client } = await this.sdk();
    const answer = await client.send(
      new sdk.CreateMultipartUploadCommand({
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
    const { sdk, client } = await this.sdk();
    do {
      const answer = await client.send(
        new sdk.ListPartsCommand({
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

  async signPart(key: string, uploadId: string, partNumber: number): Promise<string> {
    const { getSignedUrl, sdk, client } = await this.signer();
    return getSignedUrl(
      client,
      new sdk.UploadPartCommand({
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
    const { sdk, client } = await this.sdk();
    await client.send(
      new sdk.CompleteMultipartUploadCommand({
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
    const { sdk, client } = await this.sdk();
    await client.send(
      new sdk.AbortMultipartUploadCommand({
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
