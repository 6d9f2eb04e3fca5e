import { beforeAll, describe, expect, it } from 'vitest';
import { buildAlbum } from '../../test/catalog-fixtures';
import { startS3rver } from '../../test/s3-emulators';
import { useS3Emulator } from '../../test/use-s3-emulator';
import { useTestApp } from '../../test/use-test-app';

describe('streaming from S3-compatible storage', () => {
  const s3 = useS3Emulator(startS3rver);
  const t = useTestApp(() => s3.env);
  let url: string;
  beforeAll(async () => {
    // The catalog's audio is written through the same store, so it lands in the bucket.
    const catalog = await buildAlbum(t, {
      artist: 'Bucket Band',
      name: 'Stored Away',
      tracks: ['Signed Song'],
    });
    url = `/api/v1/tracks/${catalog.trackId('Signed Song')}/stream`;
  });

  it('redirects to a short-lived signed URL of the bucket, which serves ranges itself', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const signed = new URL(String(res.headers.location));
    expect(signed.origin).toBe(s3.env.S3_ENDPOINT);
    expect(signed.pathname).toMatch(/^\/tonearm-test\/uploads\/test\/track-\d+-signed-song\.wav$/);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const whole = Buffer.from(await (await fetch(signed)).arrayBuffer());
    expect(whole.subarray(0, 4).toString()).toBe('RIFF');
    const range = await fetch(signed, { headers: { range: 'bytes=8-11' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).toString()).toBe('WAVE');
    // (s3rver does not check presigned signatures, so a forged one is not tested here.)
  });

  it('still checks access and existence before signing anything', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/tracks/999999/stream' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.location).toBeUndefined();
  });
});
