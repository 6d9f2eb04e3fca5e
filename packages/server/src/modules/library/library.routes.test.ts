/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import { describe, expect, it, vi } from 'vitest';
import { useCatalog } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe('likes, follows, reposts, the library and profiles', () => {
  const t = useTestApp();
  const catalog = useCatalog(t, {
    artists: ['Shelf Band', 'Corner Trio'],
    albums: [
      {
        name: 'Shelf One',
        artists: ['Shelf Band'],
        tracks: ['Shore Run', 'Aisle Seat', 'Afterglow Avenue', 'Magnetic North', 'Small Flames'],
      },
      { name: 'Coffee Album', artists: ['Shelf Band'], tracks: ['Coffee Cups'] },
      { name: 'Corner Album', artists: ['Corner Trio'], tracks: ['Blue Corner'] },
    ],
  });

  const body = (res: { body: string }) => JSON.parse(res.body);
  const del = (client: TestClient, url: string, payload: unknown) =>
    client.request({ method: 'DELETE', url, payload: payload as object });

  it('likes a track and finds it in the library, then unlikes it', async () => {
    const client = await loginAs(t, await buildUser(t));
    const track = await catalog.track('Shore Run');
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
    const a = await catalog.track('Aisle Seat');
    const b = await catalog.track('Afterglow Avenue');
    for (const id of [a.id, b.id])
      await client.post('/api/v1/library/likes', { likeable_type: 'track', likeable_id: id });
    const byName = body(
      await client.get('/api/v1/library/tracks?orderBy=name&orderDir=asc'),
    ).pagination;
    expect(byName.data.map((x: { name: string }) => x.name)).toEqual([
      'Afterglow Avenue',
      'Aisle Seat',
    ]);
    expect((await client.get('/api/v1/library/tracks?orderBy=evil')).statusCode).toBe(422);
  });

  it('likes albums and follows artists into the library', async () => {
    const client = await loginAs(t, await buildUser(t));
    const track = await catalog.track('Blue Corner');
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
    const track = await catalog.track('Magnetic North');
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

  it('tells the viewer whether they reposted a track or an album, and counts reposts', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const other = await loginAs(t, await buildUser(t));
    const track = await catalog.track('Aisle Seat');
    const albumId = track.album!.id;
    const trackUrl = `/api/v1/tracks/${track.id}`;
    const albumUrl = `/api/v1/albums/${albumId}`;
    const repostTrack = { repostable_type: 'track', repostable_id: track.id };
    const before = body(await client.get(trackUrl)).track;
    expect(before.reposted).toBe(false);
    expect(typeof before.reposts_count).toBe('number');

    // Reposting twice is harmless: still one repost.
    expect((await client.post('/api/v1/reposts', repostTrack)).statusCode).toBe(204);
    expect((await client.post('/api/v1/reposts', repostTrack)).statusCode).toBe(204);
    expect(body(await client.get(trackUrl)).track).toMatchObject({
      reposted: true,
      reposts_count: before.reposts_count + 1,
    });
    expect(body(await other.get(trackUrl)).track.reposted).toBe(false);
    const guestView = body(await guestClient(t).get(trackUrl)).track;
    expect(guestView.reposted).toBeUndefined();
    expect(guestView.reposts_count).toBe(before.reposts_count + 1);

    expect(
      (await client.post('/api/v1/reposts', { repostable_type: 'album', repostable_id: albumId }))
        .statusCode,
    ).toBe(204);
    const album = body(await client.get(albumUrl)).album;
    expect(album.reposted).toBe(true);
    expect(album.reposts_count).toBeGreaterThanOrEqual(1);

    expect((await del(client, '/api/v1/reposts', repostTrack)).statusCode).toBe(204);
    expect((await del(client, '/api/v1/reposts', repostTrack)).statusCode).toBe(204);
    expect(body(await client.get(trackUrl)).track).toMatchObject({
      reposted: false,
      reposts_count: before.reposts_count,
    });
  });

  it('answers 404 for reposts of unknown targets and 401 for guests', async () => {
    const client = await loginAs(t, await buildUser(t));
    for (const type of ['track', 'album']) {
      const unknown = { repostable_type: type, repostable_id: 999999 };
      expect((await client.post('/api/v1/reposts', unknown)).statusCode).toBe(404);
      expect((await del(client, '/api/v1/reposts', unknown)).statusCode).toBe(404);
    }
    expect((await client.post('/api/v1/reposts', { repostable_type: 'track' })).statusCode).toBe(
      422,
    );
    expect(
      (await del(guestClient(t), '/api/v1/reposts', { repostable_type: 'track', repostable_id: 1 }))
        .statusCode,
    ).toBe(401);
  });

  it("lists a user's reposts, tracks and albums, newest first, to anyone", async () => {
    const reposterUser = await buildUser(t);
    const reposter = await loginAs(t, reposterUser);
    const first = await catalog.track('Small Flames');
    const second = await catalog.track('Coffee Cups');
    const albumId = second.album!.id;
    const repost = (type: string, id: number) =>
      reposter.post('/api/v1/reposts', { repostable_type: type, repostable_id: id });
    // Distinct timestamps keep "newest first" observable: the clock moves a second each time.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await repost('track', first.id);
      vi.advanceTimersByTime(1000);
      await repost('album', albumId);
      vi.advanceTimersByTime(1000);
      await repost('track', second.id);
    } finally {
      vi.useRealTimers();
    }

    const url = `/api/v1/users/${reposterUser.id}/reposts`;
    const page = body(await guestClient(t).get(url)).pagination;
    expect(page.total).toBe(3);
    expect(
      page.data.map((r: { type: string; item: { id: number } }) => [r.type, r.item.id]),
    ).toEqual([
      ['track', second.id],
      ['album', albumId],
      ['track', first.id],
    ]);
    expect(page.data[0].item).toMatchObject({ name: 'Coffee Cups', src: expect.any(String) });
    expect(page.data[1].item).toMatchObject({ id: albumId, type: expect.any(String) });
    expect(typeof page.data[0].reposted_at).toBe('string');

    // The viewer's own flags are on the items; pages follow perPage.
    const mine = body(await reposter.get(`${url}?perPage=2&page=2`)).pagination;
    expect(mine).toMatchObject({ total: 3, current_page: 2, last_page: 2 });
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0].item).toMatchObject({ id: first.id, reposted: true });

    await del(reposter, '/api/v1/reposts', { repostable_type: 'album', repostable_id: albumId });
    expect(body(await reposter.get(url)).pagination.total).toBe(2);
    expect((await reposter.get('/api/v1/users/999999/reposts')).statusCode).toBe(404);
    expect((await reposter.get(`${url}?page=0`)).statusCode).toBe(422);
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
