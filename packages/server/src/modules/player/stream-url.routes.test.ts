import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalAudioStore } from '../../platform/storage/audio-store';
import { buildAlbum } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs, withoutGuestPermission } from '../../test/factories';
import { requestOverConnection } from '../../test/request-over-connection';
import { useTestApp } from '../../test/use-test-app';
import { StreamUrlSigner, STREAM_URL_TTL_SECONDS } from './stream-url';

describe('signed stream URLs', () => {
  const t = useTestApp();
  let id: number;
  let otherId: number;
  let bytes: Buffer;
  let origin = '';
  let signer: StreamUrlSigner;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    const catalog = await buildAlbum(t, {
      artist: 'Signed Artist',
      name: 'Signed Album',
      tracks: [
        { name: 'Signed One', seconds: 3 },
        { name: 'Signed Two', seconds: 3 },
      ],
    });
    id = catalog.trackId('Signed One');
    otherId = catalog.trackId('Signed Two');
    const row = await t.services.player.trackAudio(id, null);
    bytes = fs.readFileSync(path.join(t.config.dataDir, 'storage', 'uploads', row.key));
    signer = new StreamUrlSigner(async () => String(await t.services.settings.get('app_key')));
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => agent.destroy());

  const streamUrlOf = async (trackId: number, client = guestClient(t)) => {
    const res = await client.get(`/api/v1/tracks/${trackId}/stream-url`);
    expect(res.statusCode).toBe(200);
    return res.json<{ url: string }>().url;
  };
  const overConnection = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    requestOverConnection(`${origin}${url}`, { method, headers, agent });
  const audioKey = async (trackId: number) =>
    (await t.services.player.trackAudio(trackId, null)).key;

  it('gives the caller a URL of the track that expires within about an hour', async () => {
    const res = await guestClient(t).get(`/api/v1/tracks/${id}/stream-url`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { url, expires_at: expiresAt } = res.json<{ url: string; expires_at: string }>();
    expect(url).toMatch(
      new RegExp(`^/api/v1/tracks/${id}/stream\\?expires=\\d+&viewer=0&signature=[\\w-]{43}$`),
    );
    const left = (Date.parse(expiresAt) - Date.now()) / 1000;
    expect(left).toBeGreaterThan(STREAM_URL_TTL_SECONDS - 5);
    expect(left).toBeLessThanOrEqual(STREAM_URL_TTL_SECONDS + 600);
    // Asked again within the rounding step: the same URL, so the browser's cache applies.
    expect(await streamUrlOf(id)).toBe(url);
  });

  it('streams ranges, whole files and HEAD with sendfile over a connection', async () => {
    const url = await streamUrlOf(id);
    const leases = vi.spyOn(LocalAudioStore.prototype, 'leaseFile');
    try {
      const part = await overConnection(url, { range: 'bytes=1000-1999' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
      expect(part.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
      expect(leases).toHaveBeenCalledTimes(1);
      const whole = await overConnection(url);
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
      const head = await overConnection(url, { range: 'bytes=0-9' }, 'HEAD');
      expect(head.statusCode).toBe(206);
      expect(head.rawPayload.length).toBe(0);
      const { etag } = head.headers;
      const stale = await overConnection(url, { range: 'bytes=0-9', 'if-range': '"stale"' });
      expect(stale.statusCode).toBe(200);
      const fresh = await overConnection(url, { range: 'bytes=0-9', 'if-range': String(etag) });
      expect(fresh.statusCode).toBe(206);
    } finally {
      leases.mockRestore();
    }
  });

  it('skips the session, the guest role, the guard and the rate limit, and sets no cookie', async () => {
    const url = await streamUrlOf(id);
    const sessions = vi.spyOn(t.app.services.auth, 'authenticateSession');
    const roles = vi.spyOn(t.app.services.roles, 'guestRole');
    try {
      const signed = await t.app.inject({
        url,
        headers: { range: 'bytes=0-0', cookie: 'tonearm_session=whatever' },
      });
      expect(signed.statusCode).toBe(206);
      expect(signed.headers['set-cookie']).toBeUndefined();
      expect(signed.headers['x-ratelimit-limit']).toBeUndefined();
      expect(sessions).not.toHaveBeenCalled();
      expect(roles).not.toHaveBeenCalled();
      // The plain route keeps the whole pipeline.
      const plain = await t.app.inject({
        url: `/api/v1/tracks/${id}/stream`,
        headers: { range: 'bytes=0-0' },
      });
      expect(plain.statusCode).toBe(206);
      expect(plain.headers['x-ratelimit-limit']).toBeDefined();
      expect(sessions).toHaveBeenCalled();
    } finally {
      sessions.mockRestore();
      roles.mockRestore();
    }
  });

  it('keeps a guest URL public in caches, a user URL private, neither past its expiry', async () => {
    const guest = await t.app.inject({
      url: await streamUrlOf(id),
      headers: { range: 'bytes=0-0' },
    });
    const guestAge = Number(/^public, max-age=(\d+)$/.exec(guest.headers['cache-control']!)?.[1]);
    expect(guestAge).toBeGreaterThan(STREAM_URL_TTL_SECONDS - 5);
    expect(guestAge).toBeLessThanOrEqual(STREAM_URL_TTL_SECONDS + 600);
    const user = await buildUser(t);
    const url = await streamUrlOf(id, await loginAs(t, user));
    expect(url).toContain(`viewer=${user.id}&`);
    const mine = await t.app.inject({ url, headers: { range: 'bytes=0-0' } });
    expect(mine.statusCode).toBe(206);
    expect(mine.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  /** A refusal: 403 with the JSON error, and not one byte of the audio. */
  const expectRefused = async (url: string) => {
    for (const answer of [
      await overConnection(url, { range: 'bytes=0-99' }),
      await t.app.inject({ url, headers: { range: 'bytes=0-99' } }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-range']).toBeUndefined();
      const body = Buffer.from(answer.rawPayload);
      expect((JSON.parse(body.toString()) as { message: string }).message).toBe(
        'This link has expired or is not valid.',
      );
      expect(body.includes(bytes.subarray(0, 16))).toBe(false);
    }
  };

  it('refuses a tampered signature, viewer or expiry with 403 and serves nothing', async () => {
    const url = await streamUrlOf(id);
    const signature = /signature=([\w-]+)/.exec(url)![1]!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    await expectRefused(url.replace(signature, flipped));
    await expectRefused(url.replace('viewer=0', 'viewer=1-all'));
    await expectRefused(
      url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 600}`),
    );
    await expectRefused(`/api/v1/tracks/${id}/stream?signature=${signature}`);
    await expectRefused(`/api/v1/tracks/${id}/stream?expires=1&viewer=0&signature=nonsense`);
  });

  it('refuses an expired URL', async () => {
    const { url } = await signer.sign(id, await audioKey(id), null, Date.now() - 2 * 3600_000);
    await expectRefused(url);
    // The same signer's current URL works: the refusal was the expiry, not the key.
    const current = await signer.sign(id, await audioKey(id), null);
    expect(
      (await t.app.inject({ url: current.url, headers: { range: 'bytes=0-0' } })).statusCode,
    ).toBe(206);
  });

  it('binds the URL to its track: another id with the same signature is refused', async () => {
    const url = await streamUrlOf(id);
    await expectRefused(url.replace(`/tracks/${id}/`, `/tracks/${otherId}/`));
  });

  it('stops working once the track’s audio is replaced', async () => {
    const { url } = await signer.sign(otherId, await audioKey(otherId), null);
    const db = t.database.db;
    const old = await audioKey(otherId);
    await db
      .updateTable('tracks')
      .set({ audio_key: `${old}.replaced` })
      .where('id', '=', otherId)
      .execute();
    try {
      await expectRefused(url);
    } finally {
      await db.updateTable('tracks').set({ audio_key: old }).where('id', '=', otherId).execute();
    }
  });

  it('stops working for a guest once the track is private, and keeps working for its owner', async () => {
    const owner = await buildUser(t);
    const db = t.database.db;
    const before = await db
      .selectFrom('tracks')
      .select(['user_id', 'public'])
      .where('id', '=', otherId)
      .executeTakeFirstOrThrow();
    await db.updateTable('tracks').set({ user_id: owner.id }).where('id', '=', otherId).execute();
    const guestUrl = (await signer.sign(otherId, await audioKey(otherId), null)).url;
    const ownerUrl = await streamUrlOf(otherId, await loginAs(t, owner));
    await db.updateTable('tracks').set({ public: 0 }).where('id', '=', otherId).execute();
    try {
      await expectRefused(guestUrl);
      const own = await t.app.inject({ url: ownerUrl, headers: { range: 'bytes=0-0' } });
      expect(own.statusCode).toBe(206);
      // A guest can no longer obtain a URL for it either.
      expect((await guestClient(t).get(`/api/v1/tracks/${otherId}/stream-url`)).statusCode).toBe(
        404,
      );
    } finally {
      await db.updateTable('tracks').set(before).where('id', '=', otherId).execute();
    }
  });

  it('gives no URL to a caller without music.view', async () => {
    await withoutGuestPermission(t, 'music.view', async () => {
      expect((await guestClient(t).get(`/api/v1/tracks/${id}/stream-url`)).statusCode).toBe(401);
    });
  });

  it('answers 404 for an unknown track and 422 for a bad id', async () => {
    expect((await guestClient(t).get('/api/v1/tracks/999999/stream-url')).statusCode).toBe(404);
    expect((await guestClient(t).get('/api/v1/tracks/abc/stream-url')).statusCode).toBe(422);
  });
});
