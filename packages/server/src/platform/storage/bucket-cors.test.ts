import {
  DeleteBucketCorsCommand,
  GetBucketCorsCommand,
  PutBucketCorsCommand,
  type CORSRule,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import { emulatorClient, startMoto, TEST_BUCKET, type S3Emulator } from '../../test/s3-emulators';
import { createTestApp } from '../../test/test-app';
import {
  allowBrowserUploads,
  allowsDirectUploads,
  corsWarning,
  directUploadRule,
  mergeDirectUploadRule,
} from './bucket-cors';
import { has } from '../../test/capabilities';

const withMoto = has('bucket CORS against moto', 'moto');

const APP = 'https://music.example.org';
const OTHER: CORSRule = {
  ID: 'cdn',
  AllowedOrigins: ['https://cdn.example.org'],
  AllowedMethods: ['GET'],
  AllowedHeaders: ['*'],
};

describe('bucket CORS rules for direct uploads', () => {
  it('counts a bucket as ready only when the first rule matching each method exposes ETag', () => {
    expect(allowsDirectUploads([], APP)).toBe(false);
    expect(allowsDirectUploads([OTHER, directUploadRule(APP)], APP)).toBe(true);
    expect(
      allowsDirectUploads(
        [{ ...directUploadRule('https://*.example.org'), ID: 'wide' }],
        'https://music.example.org',
      ),
    ).toBe(true);
    // An earlier rule for the same origin without ETag shadows ours: S3 uses the first match.
    const shadow: CORSRule = {
      AllowedOrigins: ['*'],
      AllowedMethods: ['PUT'],
      AllowedHeaders: ['*'],
    };
    expect(allowsDirectUploads([shadow, directUploadRule(APP)], APP)).toBe(false);
    // A rule that does not allow the x-amz-acl header does not match the simple PUT.
    expect(
      allowsDirectUploads([{ ...directUploadRule(APP), AllowedHeaders: ['content-type'] }], APP),
    ).toBe(false);
    const merged = mergeDirectUploadRule([shadow, directUploadRule('http://old'), OTHER], APP);
    expect(merged).toEqual([directUploadRule(APP), shadow, OTHER]);
    expect(allowsDirectUploads(merged, APP)).toBe(true);
  });
});

describe.skipIf(!withMoto)('bucket CORS against moto', () => {
  let emulator: S3Emulator;
  let s3: S3Client;

  beforeAll(async () => {
    emulator = await startMoto();
    s3 = emulatorClient(emulator);
  }, 60_000);
  afterAll(async () => {
    s3?.destroy();
    await emulator?.stop();
  });
  beforeEach(async () => {
    await s3.send(new DeleteBucketCorsCommand({ Bucket: TEST_BUCKET }));
  });

  const rules = async () =>
    (await s3.send(new GetBucketCorsCommand({ Bucket: TEST_BUCKET }))).CORSRules ?? [];

  function preflight(origin: string) {
    return fetch(`${emulator.env.S3_ENDPOINT}/${TEST_BUCKET}/uploads/a/b`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type,x-amz-acl',
      },
    });
  }

  it("adds the app's origin before the rules the bucket had, once", async () => {
    await s3.send(
      new PutBucketCorsCommand({ Bucket: TEST_BUCKET, CORSConfiguration: { CORSRules: [OTHER] } }),
    );

    expect(await allowBrowserUploads(s3, TEST_BUCKET, APP)).toBe('updated');
    expect(await rules()).toEqual([
      expect.objectContaining({ AllowedOrigins: [APP], ExposeHeaders: ['ETag'] }),
      expect.objectContaining({ AllowedOrigins: OTHER.AllowedOrigins }),
    ]);
    expect(await allowBrowserUploads(s3, TEST_BUCKET, APP)).toBe('unchanged');
    expect(await rules()).toHaveLength(2);
  });

  it('sets the rules on a bucket that had none, and replaces its own rule when the app moves', async () => {
    expect(await allowBrowserUploads(s3, TEST_BUCKET, 'http://old.example.org')).toBe('updated');
    expect(await allowBrowserUploads(s3, TEST_BUCKET, APP)).toBe('updated');
    expect((await rules()).map((rule) => rule.AllowedOrigins)).toEqual([[APP]]);
    // What the browser asks before its PUT. (moto wants every rule to match the origin, unlike
    // S3, which takes the first that does: with more rules its preflight proves nothing.)
    const answer = await preflight(APP);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP);
    expect(answer.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(answer.headers.get('access-control-allow-methods')).toContain('PUT');
    expect((await preflight('https://elsewhere.example.org')).status).toBe(403);
  });

  it('is prepared at the first direct upload once the setting is on, the CSP lets the page reach the bucket, and an unreachable bucket only warns', async () => {
    const origin = 'http://127.0.0.1:4321';
    const t = await createTestApp({ ...emulator.env, APP_URL: origin });
    try {
      await t.services.settings.update({ 'uploads.s3_direct_upload': true });
      const client = await loginAs(
        t,
        await buildUser(t, { permissions: [{ name: 'music.create' }] }),
      );
      const presign = await client.post('/api/v1/s3/simple/presign', {
        filename: 'a.wav',
        mime: 'audio/wav',
        size: 10,
        extension: 'wav',
      });
      expect(presign.statusCode).toBe(200);
      expect((await rules())[0]).toMatchObject({ AllowedOrigins: [origin] });
      // The page may reach the bucket: its CSP names the bucket's origin, for uploads and for
      // the audio the stream route redirects there.
      const health = await t.app.inject({ url: '/api/v1/health' });
      const csp = String(health.headers['content-security-policy']);
      expect(csp).toContain(`connect-src 'self' ${emulator.env.S3_ENDPOINT}`);
      expect(csp).toContain(`media-src 'self' blob: ${emulator.env.S3_ENDPOINT}`);
    } finally {
      await t.close();
    }

    const missing = await createTestApp({
      ...emulator.env,
      APP_URL: origin,
      S3_BUCKET: 'no-such-bucket',
    });
    try {
      // The app's logger hears why the bucket could not be prepared, once.
      const warn = vi.spyOn(missing.app.log, 'warn').mockImplementation(() => undefined);
      await missing.app.services.uploads.prepareDirectUploads();
      await missing.app.services.uploads.prepareDirectUploads();
      const warnings = warn.mock.calls.map(([message]) => message);
      warn.mockRestore();
      expect(warnings).toEqual([corsWarning('no-such-bucket', origin, { name: 'NoSuchBucket' })]);
      expect(warnings[0]).toContain('s3:PutBucketCORS');
    } finally {
      await missing.close();
    }
  });
});
