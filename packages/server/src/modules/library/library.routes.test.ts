/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp, demoTrack } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import type { TestApp, TestClient } from '../../test/test-app';

describe('likes, follows, reposts, the library and profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCatalogTestApp();
  });
  afterAll(() => t.close());

  const body = (res: { body: string }) => JSON.parse(res.body);
  const del = (client: TestClient, url: string, payload: unknown) =>
    client.request({ method: 'DELETE', url, payload: payload as object });

  it('likes a track and finds it in the library, then unlikes it', async () => {
    const client = await loginAs(t, await buildUser(t));
    const track = await demoTrack(t, 'Coastline Run');
    const like = { likeable_type: 'track', likeable_id: track.id };
    expect((await client.post('/api/v1/library/likes', like)).statusCode).toBe(204);
    expect((await client.post('/api/v1/library/likes', like)).statusCode).toBe(204);
    const library = body(await client.get('/api/v1/library/tracks')).pagination;
    expect(library.total).toBe(1);
    expect(library.data[0]).toMatchObject({ id: track.id, liked: true, likes_count: 1 });
    expect(body(await client.get(`/api/v1/tracks/${track.id}`)).track.liked).toBe(true);
    expect((await del(client, '/api/v1/library/likes', like)).statusCode).toBe(204);
    expect(body(await client.get('/api/v1/library/tracks')).pagination.total).toBe(0);
  });

  it('orders liked tracks', async () => {
    const client = await loginAs(t, await buildUser(t));
    const a = await demoTrack(t, 'Window Seat');
    const b = await demoTrack(t, 'Afterglow Boulevard');
    for (const id of [a.id, b.id])
      await client.post('/api/v1/library/likes', { likeable_type: 'track', likeable_id: id });
    const byName = body(
      await client.get('/api/v1/library/tracks?orderBy=name&orderDir=asc'),
    ).pagination;
    expect(byName.data.map((x: { name: string }) => x.name)).toEqual([
      'Afterglow Boulevard',
      'Window Seat',
    ]);
    expect((await client.get('/api/v1/library/tracks?orderBy=evil')).statusCode).toBe(422);
  });

  it('likes albums and follows artists into the library', async () => {
    const client = await loginAs(t, await buildUser(t));
    const track = await demoTrack(t, 'Blue Corners');
    const albumId = track.album!.id;
    const artistId = track.artists[0]!.id;
    expect(
      (await client.post('/api/v1/library/likes', { likeable_type: 'album', likeable_id: albumId }))
        .statusCode,
    ).toBe(204);
    expect(
      (await client.post('/api/v1/follows', { followable_type: 'artist', followable_id: artistId }))
        .statusCode,
    ).toBe(204);
    expect(body(await client.get('/api/v1/library/albums')).pagination.data[0]).toMatchObject({
      id: albumId,
      liked: true,
    });
    expect(body(await client.get('/api/v1/library/artists')).pagination.data[0]).toMatchObject({
      id: artistId,
      followed: true,
      followers_count: 1,
    });
    expect(body(await client.get(`/api/v1/artists/${artistId}`)).artist.followed).toBe(true);
    expect(
      (await del(client, '/api/v1/follows', { followable_type: 'artist', followable_id: artistId }))
        .statusCode,
    ).toBe(204);
    expect(body(await client.get('/api/v1/library/artists')).pagination.total).toBe(0);
  });

  it('reposts', async () => {
    const client = await loginAs(t, await buildUser(t));
    const track = await demoTrack(t, 'Magnetic');
    expect(
      (await client.post('/api/v1/reposts', { repostable_type: 'track', repostable_id: track.id }))
        .statusCode,
    ).toBe(204);
    expect(
      (await del(client, '/api/v1/reposts', { repostable_type: 'track', repostable_id: track.id }))
        .statusCode,
    ).toBe(204);
    expect(
      (await client.post('/api/v1/reposts', { repostable_type: 'artist', repostable_id: 1 }))
        .statusCode,
    ).toBe(422);
  });

  it('validates and refuses guests', async () => {
    const client = await loginAs(t, await buildUser(t));
    expect(
      (await client.post('/api/v1/library/likes', { likeable_type: 'song', likeable_id: 1 }))
        .statusCode,
    ).toBe(422);
    expect(
      (await client.post('/api/v1/library/likes', { likeable_type: 'track' })).statusCode,
    ).toBe(422);
    expect(
      (await client.post('/api/v1/library/likes', { likeable_type: 'track', likeable_id: 999999 }))
        .statusCode,
    ).toBe(404);
    const guest = guestClient(t);
    expect(
      (await guest.post('/api/v1/library/likes', { likeable_type: 'track', likeable_id: 1 }))
        .statusCode,
    ).toBe(401);
    expect(
      (await guest.post('/api/v1/follows', { followable_type: 'artist', followable_id: 1 }))
        .statusCode,
    ).toBe(401);
    expect(
      (await guest.post('/api/v1/reposts', { repostable_type: 'track', repostable_id: 1 }))
        .statusCode,
    ).toBe(401);
    for (const url of ['tracks', 'albums', 'artists', 'playlists', 'history']) {
      expect((await guest.get(`/api/v1/library/${url}`)).statusCode).toBe(401);
    }
  });

  it('follows users and shows profiles with their public playlists only', async () => {
    const aliceUser = await buildUser(t, { name: 'Alice Listener' });
    const alice = await loginAs(t, aliceUser);
    const bobUser = await buildUser(t, { name: 'Bob Listener' });
    const bob = await loginAs(t, bobUser);
    const open = body(await alice.post('/api/v1/playlists', { name: 'Open Roads' })).playlist;
    const secret = body(
      await alice.post('/api/v1/playlists', { name: 'Secret Songs', public: false }),
    ).playlist;

    expect(
      (await bob.post('/api/v1/follows', { followable_type: 'user', followable_id: aliceUser.id }))
        .statusCode,
    ).toBe(204);
    expect(
      (await bob.post('/api/v1/follows', { followable_type: 'user', followable_id: bobUser.id }))
        .statusCode,
    ).toBe(422);

    const seenByBob = body(await bob.get(`/api/v1/users/${aliceUser.id}/profile`));
    expect(seenByBob.user).toMatchObject({
      name: 'Alice Listener',
      followers_count: 1,
      following_count: 0,
      followed: true,
    });
    expect(seenByBob.playlists.map((p: { id: number }) => p.id)).toEqual([open.id]);
    const seenByAlice = body(await alice.get(`/api/v1/users/${aliceUser.id}/profile`));
    expect(seenByAlice.playlists.map((p: { id: number }) => p.id).sort()).toEqual(
      [open.id, secret.id].sort(),
    );
    const guestView = body(
      await guestClient(t).get(`/api/v1/users/${aliceUser.id}/playlists`),
    ).pagination;
    expect(guestView.data.map((p: { id: number }) => p.id)).toEqual([open.id]);

    expect(
      body(await bob.get(`/api/v1/users/${aliceUser.id}/followers`)).pagination.data[0],
    ).toMatchObject({ id: bobUser.id });
    expect(
      body(await bob.get(`/api/v1/users/${bobUser.id}/followed-users`)).pagination.data[0],
    ).toMatchObject({ id: aliceUser.id });
    expect(body(await bob.get(`/api/v1/users/${aliceUser.id}/liked-tracks`)).pagination.total).toBe(
      0,
    );
    expect((await bob.get('/api/v1/users/999999/profile')).statusCode).toBe(404);
    expect((await bob.get('/api/v1/users/999999/followers')).statusCode).toBe(404);
  });
});
