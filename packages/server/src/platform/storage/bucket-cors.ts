import type { CORSRule, S3Client } from '@aws-sdk/client-s3';
import { s3Sdk } from './s3-sdk';

/** Our rule carries this id, so a later start replaces it instead of piling up copies. */
export const DIRECT_UPLOAD_RULE_ID = 'tonearm-direct-uploads';

/** What a browser at the app's origin does against the bucket (direct uploads). */
const METHODS = ['PUT', 'GET', 'HEAD'] as const;
/** The presigned simple PUT sends both; part PUTs send the content type only. */
const REQUEST_HEADERS = ['content-type', 'x-amz-acl'];

export type BucketCorsResult = 'unchanged' | 'updated';

export function directUploadRule(origin: string): CORSRule {
  return {
    ID: DIRECT_UPLOAD_RULE_ID,
    AllowedOrigins: [origin],
    AllowedMethods: [...METHODS],
    AllowedHeaders: ['*'],
    // The client reads each part's ETag to complete a multipart upload.
    ExposeHeaders: ['ETag'],
    MaxAgeSeconds: 3000,
  };
}

/** S3 allows one `*` in an origin or header pattern; matching ignores case. */
function wildcardMatch(pattern: string, value: string): boolean {
  const [head = '', ...tail] = pattern.toLowerCase().split('*');
  const text = value.toLowerCase();
  if (tail.length === 0) return head === text;
  const rest = tail.join('*');
  return text.startsWith(head) && text.length >= head.length + rest.length && text.endsWith(rest);
}

function ruleMatches(rule: CORSRule, origin: string, method: string): boolean {
  return (
    (rule.AllowedOrigins ?? []).some((pattern) => wildcardMatch(pattern, origin)) &&
    (rule.AllowedMethods ?? []).some((allowed) => allowed.toUpperCase() === method) &&
    REQUEST_HEADERS.every((header) =>
      (rule.AllowedHeaders ?? []).some((pattern) => wildcardMatch(pattern, header)),
    )
  );
}

/**
 * S3 answers a cross-origin request with the first rule that matches its origin, method and
 * headers: the browser's uploads work when, for each method, that first rule also exposes ETag.
 */
export function allowsDirectUploads(rules: CORSRule[], origin: string): boolean {
  return METHODS.every((method) => {
    const first = rules.find((rule) => ruleMatches(rule, origin, method));
    return !!first?.ExposeHeaders?.some((header) => header.toLowerCase() === 'etag');
  });
}

/**
 * Our rule first (so no earlier, narrower rule shadows it for our origin), then every rule the
 * bucket already had, less an older copy of ours.
 */
export function mergeDirectUploadRule(rules: CORSRule[], origin: string): CORSRule[] {
  return [directUploadRule(origin), ...rules.filter((rule) => rule.ID !== DIRECT_UPLOAD_RULE_ID)];
}

function errorCode(error: unknown): string {
  const named = error as { name?: string; Code?: string };
  return named.Code ?? named.name ?? 'Error';
}

/**
 * Lets browsers at `origin` PUT to and read from the bucket, keeping the rules it already had.
 * Reading the rules must succeed first: writing without them would erase someone else's.
 */
export async function allowBrowserUploads(
  client: S3Client,
  bucket: string,
  origin: string,
): Promise<BucketCorsResult> {
  const { GetBucketCorsCommand, PutBucketCorsCommand } = await s3Sdk();
  let rules: CORSRule[];
  try {
    rules = (await client.send(new GetBucketCorsCommand({ Bucket: bucket }))).CORSRules ?? [];
  } catch (error) {
    if (errorCode(error) !== 'NoSuchCORSConfiguration') throw error;
    rules = [];
  }
  if (allowsDirectUploads(rules, origin)) return 'unchanged';
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: { CORSRules: mergeDirectUploadRule(rules, origin) },
    }),
  );
  return 'updated';
}

/** The warning an operator reads when the app could not set the rules itself. */
export function corsWarning(bucket: string, origin: string, error: unknown): string {
  return (
    `Direct uploads: could not set the CORS rules of bucket "${bucket}" (${errorCode(error)}). ` +
    `Browsers at ${origin} cannot upload to it until its CORS configuration allows that origin ` +
    `to PUT, GET and HEAD with any header and exposes ETag, or until these credentials may ` +
    `s3:GetBucketCORS and s3:PutBucketCORS.`
  );
}
