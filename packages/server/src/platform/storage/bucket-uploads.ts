import type { S3Client } from '@aws-sdk/client-s3';
import { s3Sdk } from './s3-sdk';

export interface BucketMultipartUpload {
  key: string;
  uploadId: string;
  initiated: Date;
}

export interface BucketObject {
  key: string;
  lastModified: Date;
}

/** Every unfinished multipart upload in the bucket, page by page. */
export async function* listMultipartUploads(
  client: S3Client,
  bucket: string,
): AsyncGenerator<BucketMultipartUpload> {
  let keyMarker: string | undefined;
  let uploadIdMarker: string | undefined;
  const { ListMultipartUploadsCommand } = await s3Sdk();
  for (;;) {
    const page = await client.send(
      new ListMultipartUploadsCommand({
        Bucket: bucket,
        KeyMarker: keyMarker,
        UploadIdMarker: uploadIdMarker,
      }),
    );
    for (const upload of page.Uploads ?? []) {
      if (upload.Key && upload.UploadId && upload.Initiated)
        yield { key: upload.Key, uploadId: upload.UploadId, initiated: upload.Initiated };
    }
    if (!page.IsTruncated) return;
    keyMarker = page.NextKeyMarker;
    uploadIdMarker = page.NextUploadIdMarker;
  }
}

/** The objects at the bucket's root (not under any prefix), page by page. */
export async function* listRootObjects(
  client: S3Client,
  bucket: string,
): AsyncGenerator<BucketObject> {
  let token: string | undefined;
  const { ListObjectsV2Command } = await s3Sdk();
  for (;;) {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Delimiter: '/', ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key && object.LastModified)
        yield { key: object.Key, lastModified: object.LastModified };
    }
    if (!page.IsTruncated) return;
    token = page.NextContinuationToken;
  }
}

export async function abortMultipartUpload(
  client: S3Client,
  bucket: string,
  upload: { key: string; uploadId: string },
): Promise<void> {
  const { AbortMultipartUploadCommand } = await s3Sdk();
  await client.send(
    new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.key, UploadId: upload.uploadId }),
  );
}

export async function deleteObjects(client: S3Client, bucket: string, keys: string[]) {
  const { DeleteObjectsCommand } = await s3Sdk();
  for (let i = 0; i < keys.length; i += 1000) {
    await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
}
