/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalAudioStore } from '../../platform/storage/audio-store';
import { buildAlbum } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs, withoutGuestPermission } from '../../test/factories';
import { requestOverConnection, type ConnectionAnswer } from '../../test/request-over-connection';
import { createTestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe('streaming, downloads and plays', () => {
  const t = useTestApp();
  let id: number;
  let bytes: Buffer;
  let url: string;
  beforeAll(async () => {
    const catalog = await buildAlbum(t, {
      artist: 'Stream Artist',
      name: 'Stream Album',
      tracks: [{ name: 'Morning of Lights', seconds: 5 }],
    });
    id = catalog.trackId('Morning of Lights');
    url = `/api/v1/tracks/${id}/stream`;
    const row = await t.services.player.trackAudio(id, null);
    bytes = fs.readFileSync(path.join(t.config.dataDir, 'storage', 'uploads', row.key));
  });
  afterAll(() => {
    agent.destroy();
  });

  // The answer's parts the tests read are the same whichever way the request went.
  const inject = async (headers: Record<string, string>, method: 'GET' | 'HEAD') =>
    (await t.app.inject({ method, url, headers })) as ConnectionAnswer;

  // A real connection takes the sendfile path (injected requests have no socket, and stream).
  let origin = '';
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const overConnection = (headers: Record<string, string>, method: 'GET' | 'HEAD') =>
    requestOverConnection(`${origin}${url}`, { method, headers, agent });

  describe.each([
    ['injected', inject],
    ['over a real connection', overConnection],
  ] as const)('ranges (%s)', (transport, send) => {
    const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
      send(headers, method);
    const leases = vi.spyOn(LocalAudioStore.prototype, 'leaseFile');
    const reads = vi.spyOn(LocalAudioStore.prototype, 'read');
    beforeAll(async () => {
      if (transport === 'injected' || origin) return;
      origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    beforeEach(() => {
      leases.mockClear();
      reads.mockClear();
    });

    it('sends bodies with sendfile over a connection, and streams them otherwise', async () => {
      await get({ range: 'bytes=0-9' });
      if (transport === 'injected') {
        expect(reads).toHaveBeenCalledTimes(1);
      } else {
        expect(leases).toHaveBeenCalledTimes(1);
        expect(leases.mock.results[0]?.value).not.toBeNull();
        expect(reads).not.toHaveBeenCalled();
      }
    });

    it('keeps the security headers', async () => {
      const res = await get({ range: 'bytes=0-0' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    });

    it('serves the whole file with validators and cache headers', async () => {
      const res = await get();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(Number(res.headers['content-length'])).toBe(bytes.length);
      expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(res.headers['last-modified']).toBeTruthy();
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    });

    it('serves the first byte', async () => {
      const res = await get({ range: 'bytes=0-0' });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 0-0/${bytes.length}`);
      expect(res.headers['content-length']).toBe('1');
      expect(res.rawPayload).toEqual(bytes.subarray(0, 1));
    });

    it('serves a middle range', async () => {
      const res = await get({ range: 'bytes=1000-1999' });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
      expect(res.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
    });

    it('serves the last byte', async () => {
      const res = await get({ range: 'bytes=-1' });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(
        `bytes ${bytes.length - 1}-${bytes.length - 1}/${bytes.length}`,
      );
      expect(res.rawPayload).toEqual(bytes.subarray(bytes.length - 1));
    });

    it('serves an open-ended range', async () => {
      const res = await get({ range: 'bytes=100-' });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
      expect(res.rawPayload.equals(bytes.subarray(100))).toBe(true);
    });

    it('answers HEAD with the headers and no body', async () => {
      const full = await get({}, 'HEAD');
      expect(full.statusCode).toBe(200);
      expect(Number(full.headers['content-length'])).toBe(bytes.length);
      expect(full.rawPayload.length).toBe(0);
      const part = await get({ range: 'bytes=0-9' }, 'HEAD');
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
      expect(part.rawPayload.length).toBe(0);
    });

    it('applies If-Range only while the validator matches', async () => {
      const { etag, 'last-modified': modified } = (await get({}, 'HEAD')).headers;
      const match = await get({ range: 'bytes=0-9', 'if-range': String(etag) });
      expect(match.statusCode).toBe(206);
      const byDate = await get({ range: 'bytes=0-9', 'if-range': String(modified) });
      expect(byDate.statusCode).toBe(206);
      const stale = await get({ range: 'bytes=0-9', 'if-range': '"stale"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.rawPayload.length).toBe(bytes.length);
    });

    it.each(['bytes=99999999-', 'bytes=5-2', 'bytes=nonsense', 'bytes=-0'])(
      'answers %s with 416 and the size',
      async (range) => {
        const res = await get({ range });
        expect(res.statusCode).toBe(416);
        expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
      },
    );

    it('answers a multi-range request with the whole file', async () => {
      const res = await get({ range: 'bytes=0-1,10-11' });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(bytes.length);
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const { etag } = (await get({}, 'HEAD')).headers;
      expect((await get({ 'if-none-match': String(etag) })).statusCode).toBe(304);
    });
  });

  it('serves many ranges in turn on one kept-alive connection', async () => {
    const socket = new Promise<unknown>((resolve) => agent.once('free', resolve));
    for (let start = 0; start < Math.min(bytes.length, 40 * 4096); start += 4096) {
      const res = await overConnection({ range: `bytes=${start}-${start + 4095}` }, 'GET');
      expect(res.statusCode).toBe(206);
      expect(res.rawPayload.equals(bytes.subarray(start, start + 4096))).toBe(true);
    }
    const first = await socket;
    const again = new Promise<unknown>((resolve) => agent.once('free', resolve));
    await overConnection({ range: 'bytes=0-0' }, 'GET');
    expect(await again).toBe(first);
  });

  describe('pipelined requests (the next one arrives before the last transfer has ended)', () => {
    /** Sends raw requests in one write; resolves with what arrived before the server closed. */
    function rawExchange(requests: string[], { destroyAfterWrite = false } = {}) {
      return new Promise<Buffer>((resolve, reject) => {
        const { port } = new URL(origin);
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(requests.join(''));
          if (destroyAfterWrite) socket.destroy();
        });
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks)));
        socket.on('error', reject);
      });
    }

    /** Splits a byte stream of responses with Content-Length into status and body. */
    function parseResponses(data: Buffer) {
      const responses: { status: number; body: Buffer }[] = [];
      let at = 0;
      while (at < data.length) {
        const headEnd = data.indexOf('\r\n\r\n', at);
        const head = data.subarray(at, headEnd).toString('latin1');
        const length = Number(/content-length: (\d+)/i.exec(head)![1]);
        const bodyStart = headEnd + 4;
        responses.push({
          status: Number(head.split(' ')[1]),
          body: data.subarray(bodyStart, bodyStart + length),
        });
        at = bodyStart + length;
      }
      return responses;
    }

    /** Counts the file leases taken and given back while the test runs. */
    function countLeases() {
      const counts = { taken: 0, released: 0 };
      const store = t.app.services.player.audio as LocalAudioStore;
      const leaseFile = store.leaseFile.bind(store);
      store.leaseFile = (key) => {
        const file = leaseFile(key);
        if (!file) return file;
        counts.taken += 1;
        return {
          fd: file.fd,
          release: () => {
            counts.released += 1;
            file.release();
          },
        };
      };
      return { counts, restore: () => Reflect.deleteProperty(store, 'leaseFile') };
    }

    const leases = vi.spyOn(LocalAudioStore.prototype, 'leaseFile');
    const reads = vi.spyOn(LocalAudioStore.prototype, 'read');
    beforeAll(async () => {
      if (!origin) origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('answers each in order, every body by sendfile', async () => {
      const leases = countLeases();
      const ranges = [
        [0, bytes.length - 1],
        [100, 199],
        [bytes.length - 10, bytes.length - 1],
      ] as const;
      const requests = ranges.map(
        ([start, end], index) =>
          `GET ${url} HTTP/1.1\r\nHost: x\r\nRange: bytes=${start}-${end}\r\n` +
          `Connection: ${index === ranges.length - 1 ? 'close' : 'keep-alive'}\r\n\r\n`,
      );
      const responses = parseResponses(await rawExchange(requests));
      leases.restore();
      expect(responses.map((response) => response.status)).toEqual([206, 206, 206]);
      responses.forEach((response, index) => {
        const [start, end] = ranges[index]!;
        expect(response.body.equals(bytes.subarray(start, end + 1))).toBe(true);
      });
      expect(leases.counts).toEqual({ taken: 3, released: 3 });
    });

    /** Whether this process holds a descriptor open on `file`. */
    const holds = (file: string) =>
      fs.readdirSync('/proc/self/fd').some((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`) === file;
        } catch {
          return false;
        }
      });

    it.each([
      ['with sendfile', {}],
      ['through streams', { SENDFILE: 'false' }],
    ])('lets go of the files of queued answers when the listener leaves (%s)', async (_, env) => {
      const app = 'SENDFILE' in env ? await createTestApp(env) : t;
      try {
        // Larger than any loopback socket buffer: a listener that doesn't read holds the first
        // transfer, and the answers behind it wait for their turn.
        const key = 'tests/pipelined.wav';
        const file = path.join(app.config.dataDir, 'storage', 'uploads', key);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, crypto.randomBytes(48 * 1024 * 1024));
        const track = await app.database.db
          .insertInto('tracks')
          .values({ name: 'Pipelined', duration_ms: 1, audio_key: key, audio_mime: 'audio/wav' })
          .returning('id')
          .executeTakeFirstOrThrow();
        // An answer's body is a lease for sendfile, or else a read stream.
        const bodies = () =>
          leases.mock.results.filter((result) => result.value).length + reads.mock.calls.length;
        const before = bodies();
        const { port } = new URL(
          app === t ? origin : await app.app.listen({ port: 0, host: '127.0.0.1' }),
        );
        const socket = net.connect(Number(port), '127.0.0.1');
        socket.pause();
        const request = `GET /api/v1/tracks/${track.id}/stream HTTP/1.1\r\nHost: x\r\n\r\n`;
        socket.write(request.repeat(3));
        await vi.waitFor(() => expect(bodies() - before).toBe(3), { timeout: 5000 });
        socket.destroy();
        // Once every answer has let go of the file, closing the store closes it.
        const store = app.app.services.player.audio as LocalAudioStore;
        await vi.waitFor(
          () => {
            store.close();
            expect(holds(file)).toBe(false);
          },
          { timeout: 5000, interval: 50 },
        );
      } finally {
        if (app !== t) await app.close();
      }
    });
  });

  it('keeps a logged-in copy private', async () => {
    const user = await loginAs(t, await buildUser(t));
    const res = await user.get(url, { headers: { range: 'bytes=0-0' } });
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('answers 404 for unknown tracks and 422 for bad ids', async () => {
    expect((await t.app.inject({ url: '/api/v1/tracks/999999/stream' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/tracks/abc/stream' })).statusCode).toBe(422);
  });

  it('refuses guests when the guest role loses music.view', async () => {
    await withoutGuestPermission(t, 'music.view', async () => {
      expect((await inject({ range: 'bytes=0-0' }, 'GET')).statusCode).toBe(401);
    });
    expect((await inject({ range: 'bytes=0-0' }, 'GET')).statusCode).toBe(206);
  });

  describe('downloads', () => {
    const download = () => `/api/v1/tracks/${id}/download`;
    it('are refused while the setting is off', async () => {
      const user = await loginAs(t, await buildUser(t));
      expect((await user.get(download())).statusCode).toBe(403);
    });
    it('need music.download when the setting is on', async () => {
      await t.services.settings.update({ 'player.enable_download': true });
      try {
        const user = await loginAs(t, await buildUser(t));
        const res = await user.get(download());
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="Morning of Lights.wav"; filename*=UTF-8''Morning%20of%20Lights.wav`,
        );
        expect(res.rawPayload.equals(bytes)).toBe(true);
        // Guests do not hold music.download.
        expect((await guestClient(t).get(download())).statusCode).toBe(401);
        // A user whose roles lack it is refused.
        const noRole = await loginAs(t, await buildUser(t, { roleNames: [] }));
        const viewer = await buildUser(t, { roleNames: [], permissions: [{ name: 'music.view' }] });
        expect([401, 403]).toContain((await noRole.get(download())).statusCode);
        expect((await (await loginAs(t, viewer)).get(download())).statusCode).toBe(403);
      } finally {
        await t.services.settings.update({ 'player.enable_download': false });
      }
    });
  });

  describe('plays', () => {
    it('records a play and counts it on the track, album and artist', async () => {
      const user = await buildUser(t);
      const client = await loginAs(t, user);
      const before = (await t.services.catalog.tracks([id], null))[0]!;
      const res = await client.post(`/api/v1/tracks/${id}/plays`, {
        platform: 'web',
        device: 'desktop',
      });
      expect(res.statusCode).toBe(204);
      const after = (await t.services.catalog.tracks([id], null))[0]!;
      expect(after.plays_count).toBe(before.plays_count + 1);
      const history = JSON.parse((await client.get('/api/v1/library/history')).body);
      expect(history.pagination.data[0]).toMatchObject({ id, played_at: expect.any(String) });
      const row = await t.database.db
        .selectFrom('plays')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ track_id: id, platform: 'web', device: 'desktop' });
      // The same playback reported twice counts once.
      await client.post(`/api/v1/tracks/${id}/plays`, {});
      expect((await t.services.catalog.tracks([id], null))[0]!.plays_count).toBe(
        before.plays_count + 1,
      );
    });
    it('records guest plays without a user', async () => {
      const res = await guestClient(t).post(`/api/v1/tracks/${id}/plays`, {});
      expect(res.statusCode).toBe(204);
    });
    it('records a guest play sent without cookies or XSRF token, as an embed on another site sends it', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/tracks/${id}/plays`,
        payload: {},
      });
      expect(res.statusCode).toBe(204);
    });
    it('still refuses a logged-in play without the XSRF token (419)', async () => {
      const client = await loginAs(t, await buildUser(t));
      const res = await client.request({
        method: 'POST',
        url: `/api/v1/tracks/${id}/plays`,
        payload: {},
        csrf: false,
      });
      expect(res.statusCode).toBe(419);
    });
    it('validates input', async () => {
      const client = guestClient(t);
      expect(
        (await client.post(`/api/v1/tracks/${id}/plays`, { platform: 'x'.repeat(51) })).statusCode,
      ).toBe(422);
      expect((await client.post('/api/v1/tracks/999999/plays', {})).statusCode).toBe(404);
    });
  });
});
