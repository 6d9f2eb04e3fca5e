import type * as S3Module from '@aws-sdk/client-s3';
import type * as PresignerModule from '@aws-sdk/s3-request-presigner';

let sdk: Promise<typeof S3Module> | undefined;
let presigner: Promise<typeof PresignerModule> | undefined;

/**
 * The AWS SDK, loaded by the first bucket call, not by every start: a server on local disks
 * never pays its memory.
 */
export function s3Sdk(): Promise<typeof S3Module> {
  sdk ??= import('@aws-sdk/client-s3');
  return sdk;
}

/** The URL presigner, loaded with the first presigned URL (see s3Sdk). */
export function s3Presigner(): Promise<typeof PresignerModule> {
  presigner ??= import('@aws-sdk/s3-request-presigner');
  return presigner;
}
