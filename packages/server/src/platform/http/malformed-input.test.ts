import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

/**
 * The cases it names: each answers 4xx on both dialects (PostgreSQL answered
 * 500) and leaves nothing in the error log. route-fuzz.test.ts sends the same to every route.
 */

const BOUNDARY = '----tonearmtest';

/** A multipart route like the app's own: it reads every part. */
const multipartRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart);
  app.post('/api/v1/test/multipart', async (request) => {
    const names: string[] = [];
    for await (const part of request.parts()) {
      if (part.type === 'file') await part.toBuffer();
      names.push(part.fieldname);
    }
    return { names };
  });
};

function errorLogLines(t: TestApp): number {
  const file = t.app.errorLog.latestFile();
  return file ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
}

describe('malformed input answers 4xx, never 500', () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, multipartRoutes);

  it.each([
    {
      what: 'ids above 2^31-1 in a path',
      urls: [
        '/api/v1/tracks/2147483648',
        '/api/v1/artists/1e99',
        '/api/v1/playlists/2147483648/tracks',
        '/api/v1/users/2147483648/profile',
        '/api/v1/channels/2147483648',
      ],
    },
    {
      what: 'a NUL byte in a path or a query',
      urls: [
        '/api/v1/tags/%00',
        '/api/v1/genres/a%00b',
        '/api/v1/channels/%00',
        '/api/v1/search?query=a%00b',
        '/api/v1/search/tracks?query=%00',
      ],
    },
    {
      what: 'exclude=1e99 and huge pages',
      urls: [
        '/api/v1/radio/track/1?exclude=1e99',
        '/api/v1/radio/track/1?exclude=1,2147483648',
        '/api/v1/users/1/playlists?page=2147483648',
      ],
    },
  ])('answers $what with 422', async ({ urls }) => {
    const guest = guestClient(t);
    for (const url of urls) {
      expect((await guest.get(url)).statusCode, url).toBe(422);
    }
  });

  it('answers huge body ids and NUL bytes in names and comments with 422, writing nothing', async () => {
    const client = await loginAs(t, await buildUser(t));
    const like = await client.post('/api/v1/library/likes', {
      likeable_type: 'track',
      likeable_id: 2_147_483_648,
    });
    expect(like.statusCode).toBe(422);
    const playlist = await client.post('/api/v1/playlists', { name: 'Late\u0000night' });
    expect(playlist.statusCode).toBe(422);
    expect(playlist.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
      'The text may not contain a NUL character.',
    ]);
    const comment = await client.post('/api/v1/tracks/1/comments', { content: 'nul\u0000' });
    expect(comment.statusCode).toBe(422);
    const token = await client.post('/api/v1/access-tokens', { tokenName: 'cli\u0000' });
    expect([403, 422]).toContain(token.statusCode);
    const playlists = await client.get('/api/v1/library/playlists');
    expect(playlists.json<{ pagination: { total: number } }>().pagination.total).toBe(0);
  });

  describe('a malformed multipart body answers 400', () => {
    it('without a boundary', async () => {
      const response = await guestClient(t).post('/api/v1/test/multipart', 'file=x', {
        headers: { 'content-type': 'multipart/form-data' },
      });
      expect(response.statusCode).toBe(400);
    });

    it('cut off in the middle of a part', async () => {
      const response = await guestClient(t).post(
        '/api/v1/test/multipart',
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.mp3"\r\n\r\nID3`,
        { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } },
      );
      expect(response.statusCode).toBe(400);
    });

    it('with a boundary longer than multipart allows', async () => {
      const boundary = 'b'.repeat(300);
      const response = await guestClient(t).post('/api/v1/test/multipart', `--${boundary}\r\n`, {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(response.statusCode).toBe(400);
    });

    it("on the app's own upload routes too", async () => {
      const client = await loginAs(t, await buildUser(t, { roleNames: ['admin'] }));
      for (const url of ['/api/v1/file-entries', '/api/v1/users/me/avatar']) {
        const response = await client.post(url, `--${BOUNDARY}\r\nContent-Disposition: form`, {
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        });
        expect(response.statusCode, url).toBeLessThan(500);
        const noBoundary = await client.post(url, 'file=x', {
          headers: { 'content-type': 'multipart/form-data' },
        });
        expect(noBoundary.statusCode, url).toBeLessThan(500);
      }
    });

    it('while a well-formed body still goes through', async () => {
      const response = await guestClient(t).post(
        '/api/v1/test/multipart',
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nMix\r\n--${BOUNDARY}--\r\n`,
        { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ names: ['title'] });
    });
  });

  it('logged no error for any of it', () => {
    expect(errorLogLines(t)).toBe(0);
  });
});
