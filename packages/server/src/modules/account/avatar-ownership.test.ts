import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { User } from '@tonearm/shared/users/users.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../../test/audio-fixture';
import { buildAlbum, type BuiltCatalog } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { emulatorClient, startS3rver, TEST_BUCKET, type S3Emulator } from '../../test/s3-emulators';
import type { TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

type ErrorBody = { message: string; errors: Record<string, string[]> };

/** A multipart/form-data body with one `file` part. */
function imageForm(bytes: Buffer) {
  const boundary = `----tonearm${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(client: TestClient): Promise<string> {
  const response = await client.request({
    method: 'POST',
    url: '/api/v1/users/me/avatar',
    ...imageForm(TINY_PNG),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ user: User }>().user.image!;
}

const put = (client: TestClient, url: string, payload: Record<string, unknown>) =>
  client.request({ method: 'PUT', url, payload });
const del = (client: TestClient, url: string) =>
  client.request({ method: 'DELETE', url, payload: {} });

/** The same tests on the local disk and on a bucket (s3rver). */
const drivers: { name: string; start: () => Promise<S3Emulator | null> }[] = [
  { name: 'local', start: () => Promise.resolve(null) },
  { name: 's3', start: startS3rver },
];

describe.each(drivers)('avatars and catalog art on $name storage', ({ name, start }) => {
  let emulator: S3Emulator | null;
  beforeAll(async () => {
    emulator = await start();
  }, 60_000);
  afterAll(() => emulator?.stop());
  const t = useTestApp(() => emulator?.env ?? {});
  let catalog: BuiltCatalog;

  beforeAll(async () => {
    // Its art goes through the public disk, so it lands where avatars do.
    catalog = await buildAlbum(t, { artist: 'Art Owner', name: 'Cover Story', tracks: ['Framed'] });
  }, 60_000);

  const imageOf = async (id: number) => (await t.services.users.findById(id))?.image ?? null;
  const fetchImage = (url: string) => guestClient(t).get(url);
  /** Where the bytes went: the bucket on s3 (and not the local folder), the folder locally. */
  async function storedAt(key: string): Promise<boolean> {
    const local = fs.existsSync(path.join(t.config.dataDir, 'storage', 'public', key));
    if (!emulator) return local;
    expect(local).toBe(false);
    const client = emulatorClient(emulator);
    try {
      await client.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: `public/${key}` }));
      return true;
    } catch {
      return false;
    } finally {
      client.destroy();
    }
  }
  const keyOf = (url: string) => url.replace(/^\/storage\//, '');

  it('serves an uploaded avatar from its URL, and removing it deletes the stored object', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const image = await upload(client);
    expect(image).toMatch(new RegExp(`^/storage/avatars/${user.id}-[a-f0-9]{20}\\.png$`));
    const served = await fetchImage(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(TINY_PNG);
    expect(await storedAt(keyOf(image))).toBe(true);

    const removed = await del(client, '/api/v1/users/me/avatar');
    expect(removed.statusCode).toBe(200);
    expect(await storedAt(keyOf(image))).toBe(false);
    expect((await fetchImage(image)).statusCode).toBe(404);
  });

  it("refuses another user's avatar file as an image URL (avatar and users/{id})", async () => {
    const alice = await buildUser(t);
    const aliceImage = await upload(await loginAs(t, alice));
    const bob = await buildUser(t);
    const bobClient = await loginAs(t, bob);

    const byAvatar = await bobClient.post('/api/v1/users/me/avatar', { url: aliceImage });
    expect(byAvatar.statusCode).toBe(422);
    expect(byAvatar.json<ErrorBody>().errors.url).toEqual(['The image URL is invalid.']);
    const byPut = await put(bobClient, '/api/v1/users/me', { image: aliceImage });
    expect(byPut.statusCode).toBe(422);
    expect(byPut.json<ErrorBody>().errors.image).toEqual(['The image URL is invalid.']);
    expect(await imageOf(bob.id)).toBeNull();

    // Nor by a manager, for someone else: the file must be the target user's.
    const manager = await buildUser(t, { permissions: [{ name: 'users.update' }] });
    const managed = await put(await loginAs(t, manager), `/api/v1/users/${bob.id}`, {
      image: aliceImage,
    });
    expect(managed.statusCode).toBe(422);

    // Bob's own removal and replacement touch nothing of Alice's.
    expect((await del(bobClient, '/api/v1/users/me/avatar')).statusCode).toBe(200);
    await upload(bobClient);
    expect((await bobClient.post('/api/v1/users/me/avatar', { url: aliceImage })).statusCode).toBe(
      422,
    );
    expect((await fetchImage(aliceImage)).statusCode).toBe(200);
    expect(await imageOf(alice.id)).toBe(aliceImage);
  });

  it("never deletes another user's file when an image that names it is replaced, removed or its account deleted", async () => {
    const alice = await buildUser(t);
    const aliceImage = await upload(await loginAs(t, alice));
    // Rows written before the fix may name someone else's file.
    const pointAtAlice = (id: number) =>
      t.database.db.updateTable('users').set({ image: aliceImage }).where('id', '=', id).execute();

    const bob = await buildUser(t);
    const bobClient = await loginAs(t, bob);
    await pointAtAlice(bob.id);
    expect((await del(bobClient, '/api/v1/users/me/avatar')).statusCode).toBe(200);
    await pointAtAlice(bob.id);
    expect((await upload(bobClient)).startsWith(`/storage/avatars/${bob.id}-`)).toBe(true);
    await pointAtAlice(bob.id);
    expect(
      (await put(bobClient, '/api/v1/users/me', { image: 'https://cdn.example.com/b.png' }))
        .statusCode,
    ).toBe(200);
    await pointAtAlice(bob.id);
    expect((await put(bobClient, '/api/v1/users/me', { image: null })).statusCode).toBe(200);

    const carol = await buildUser(t);
    await pointAtAlice(carol.id);
    const admin = await loginAs(t, await buildUser(t, { roleNames: ['admin'] }));
    expect((await del(admin, `/api/v1/users/${carol.id}`)).statusCode).toBe(200);
    expect(await t.services.users.findById(carol.id)).toBeUndefined();

    expect((await fetchImage(aliceImage)).statusCode).toBe(200);
    expect(await storedAt(keyOf(aliceImage))).toBe(true);
  });

  it('deleting an account deletes its own avatar files', async () => {
    const dave = await buildUser(t);
    const image = await upload(await loginAs(t, dave));
    expect((await fetchImage(image)).statusCode).toBe(200);
    expect(await storedAt(keyOf(image))).toBe(true);
    const admin = await loginAs(t, await buildUser(t, { roleNames: ['admin'] }));
    expect((await del(admin, `/api/v1/users/${dave.id}`)).statusCode).toBe(200);
    expect(await storedAt(keyOf(image))).toBe(false);
    expect((await fetchImage(image)).statusCode).toBe(404);
  });

  it('takes the own avatar file and http(s) URLs through users/{id}; the replaced file goes', async () => {
    const erin = await buildUser(t);
    const client = await loginAs(t, erin);
    const first = await upload(client);
    const kept = await put(client, '/api/v1/users/me', { image: first, first_name: 'Erin' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<{ user: User }>().user.image).toBe(first);
    expect(await storedAt(keyOf(first))).toBe(true);

    const external = await put(client, '/api/v1/users/me', {
      image: 'https://cdn.example.com/erin.png',
    });
    expect(external.statusCode).toBe(200);
    expect(await imageOf(erin.id)).toBe('https://cdn.example.com/erin.png');
    expect(await storedAt(keyOf(first))).toBe(false);

    const second = await upload(client);
    expect((await put(client, '/api/v1/users/me', { image: null })).statusCode).toBe(200);
    expect(await imageOf(erin.id)).toBeNull();
    expect(await storedAt(keyOf(second))).toBe(false);
  });

  it('accepts external http(s) URLs and refuses other schemes and unknown storage paths', async () => {
    const frank = await buildUser(t);
    const client = await loginAs(t, frank);
    for (const url of ['https://img.example.com/f.png', 'http://img.example.com/f.jpg']) {
      expect((await client.post('/api/v1/users/me/avatar', { url })).statusCode).toBe(200);
      expect(await imageOf(frank.id)).toBe(url);
    }
    const refused = [
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'ftp://img.example.com/f.png',
      '/storage/avatars/nobody.png',
      '/storage/../secret',
      '/etc/passwd',
      `https://img.example.com/${'a'.repeat(1100)}`,
      'https://img.example.com/\u0000.png',
    ];
    for (const url of refused) {
      const byAvatar = await client.post('/api/v1/users/me/avatar', { url });
      expect(byAvatar.statusCode, url).toBe(422);
      expect(Object.keys(byAvatar.json<ErrorBody>().errors)).toEqual(['url']);
      const byPut = await put(client, '/api/v1/users/me', { image: url });
      expect(byPut.statusCode, url).toBe(422);
      expect(Object.keys(byPut.json<ErrorBody>().errors)).toEqual(['image']);
    }
    expect(await imageOf(frank.id)).toBe('http://img.example.com/f.jpg');
  });

  it('serves generated covers and artist images from the storage disk', async () => {
    const track = await catalog.track('Framed');
    const album = (await guestClient(t).get(`/api/v1/albums/${track.album!.id}`)).json<{
      album: { image: string; artists: { id: number }[] };
    }>().album;
    const artist = (await guestClient(t).get(`/api/v1/artists/${album.artists[0]!.id}`)).json<{
      artist: { image: string };
    }>().artist;
    for (const url of [album.image, artist.image]) {
      expect(url).toMatch(/^\/api\/v1\/catalog-images\/[a-z0-9-]+\.svg$/);
      const served = await fetchImage(url);
      expect(served.statusCode, `${name} ${url}`).toBe(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.body).toContain('<svg');
      expect(await storedAt(`catalog/${url.split('/').pop()}`)).toBe(true);
    }
    expect((await fetchImage('/api/v1/catalog-images/missing.svg')).statusCode).toBe(404);
  });
});
