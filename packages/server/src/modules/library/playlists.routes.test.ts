/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAlbum } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe('playlists', () => {
  let trackIds: number[];
  const t = useTestApp();
  beforeAll(async () => {
    const catalog = await buildAlbum(t, {
      artist: 'Mixtape Makers',
      name: 'Road Songs',
      tracks: ['Coffee Stop', 'Window View', 'Campfire'],
    });
    trackIds = ['Coffee Stop', 'Window View', 'Campfire'].map(catalog.trackId);
  });

  const body = (res: { body: string }) => JSON.parse(res.body);
  const req = (client: TestClient, method: string, url: string, payload?: unknown) =>
    client.request({ method: method, url, payload: payload as object });

  async function owned(overrides: Record<string, unknown> = {}) {
    const owner = await buildUser(t);
    const client = await loginAs(t, owner);
    const res = await client.post('/api/v1/playlists', { name: 'Road Trip', ...overrides });
    expect(res.statusCode).toBe(201);
    return { owner, client, playlist: body(res).playlist };
  }

  it('creates, shows, updates and deletes a playlist', async () => {
    const { client, playlist } = await owned({ description: 'Songs for the car' });
    expect(playlist).toMatchObject({
      name: 'Road Trip',
      description: 'Songs for the car',
      public: true,
      collaborative: false,
      tracks_count: 0,
      editable: true,
    });
    const updated = await req(client, 'PUT', `/api/v1/playlists/${playlist.id}`, {
      name: 'Night Trip',
      public: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(body(updated).playlist).toMatchObject({ name: 'Night Trip', public: false });
    expect((await client.get(`/api/v1/playlists/${playlist.id}`)).statusCode).toBe(200);
    expect((await req(client, 'DELETE', `/api/v1/playlists/${playlist.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/v1/playlists/${playlist.id}`)).statusCode).toBe(404);
  });

  it('validates input with 422 and refuses guests with 401', async () => {
    const { client } = await owned();
    const empty = await client.post('/api/v1/playlists', { name: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(body(empty).errors.name).toBeDefined();
    expect((await client.post('/api/v1/playlists', { name: 'x'.repeat(101) })).statusCode).toBe(
      422,
    );
    expect((await client.post('/api/v1/playlists', { name: 'ok', public: 'yes' })).statusCode).toBe(
      422,
    );
    expect((await guestClient(t).post('/api/v1/playlists', { name: 'Mine' })).statusCode).toBe(401);
  });

  it('adds, lists, reorders and removes tracks', async () => {
    const { client, playlist } = await owned();
    const url = `/api/v1/playlists/${playlist.id}/tracks`;
    const added = await client.post(url, { track_ids: trackIds });
    expect(added.statusCode).toBe(200);
    expect(body(added).playlist.tracks_count).toBe(3);
    // Adding again skips duplicates.
    await client.post(url, { track_ids: [trackIds[0]] });
    let list = body(await client.get(url)).pagination;
    expect(list.data.map((x: { id: number }) => x.id)).toEqual(trackIds);
    expect(list.data.map((x: { position: number }) => x.position)).toEqual([0, 1, 2]);

    const reversed = [...trackIds].reverse();
    expect((await client.post(`${url}/reorder`, { track_ids: reversed })).statusCode).toBe(200);
    list = body(await client.get(url)).pagination;
    expect(list.data.map((x: { id: number }) => x.id)).toEqual(reversed);

    // The new order must list every track exactly once.
    expect((await client.post(`${url}/reorder`, { track_ids: reversed.slice(1) })).statusCode).toBe(
      422,
    );
    expect(
      (await client.post(`${url}/reorder`, { track_ids: [reversed[0], reversed[0], reversed[1]] }))
        .statusCode,
    ).toBe(422);

    expect((await req(client, 'DELETE', url, { track_ids: [trackIds[1]] })).statusCode).toBe(200);
    list = body(await client.get(url)).pagination;
    expect(list.data.map((x: { id: number }) => x.id)).toEqual([trackIds[2], trackIds[0]]);

    expect((await client.post(url, { track_ids: [] })).statusCode).toBe(422);
    expect((await client.post(url, { track_ids: [999999] })).statusCode).toBe(422);
    expect((await client.post(url, { track_ids: 'all' })).statusCode).toBe(422);
  });

  it('hides a private playlist from other users and guests (404)', async () => {
    const { playlist } = await owned({ public: false });
    const stranger = await loginAs(t, await buildUser(t));
    expect((await stranger.get(`/api/v1/playlists/${playlist.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/v1/playlists/${playlist.id}/tracks`)).statusCode).toBe(404);
    expect((await guestClient(t).get(`/api/v1/playlists/${playlist.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.post(`/api/v1/playlists/${playlist.id}/tracks`, { track_ids: trackIds }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.post(`/api/v1/playlists/${playlist.id}/follow`)).statusCode).toBe(404);
  });

  it('lets collaborators edit tracks but not delete or change visibility; refuses others (403)', async () => {
    const { client: owner, playlist } = await owned({ collaborative: true });
    const friendUser = await buildUser(t);
    const friend = await loginAs(t, friendUser);
    const stranger = await loginAs(t, await buildUser(t));
    const url = `/api/v1/playlists/${playlist.id}`;

    expect((await stranger.post(`${url}/tracks`, { track_ids: trackIds })).statusCode).toBe(403);
    expect((await req(stranger, 'PUT', url, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await req(stranger, 'DELETE', url)).statusCode).toBe(403);

    expect((await owner.post(`${url}/collaborators`, { user_id: friendUser.id })).statusCode).toBe(
      204,
    );
    expect((await friend.post(`${url}/tracks`, { track_ids: trackIds })).statusCode).toBe(200);
    expect(body(await friend.get(url)).playlist.editable).toBe(true);
    expect((await req(friend, 'PUT', url, { name: 'Shared Trip' })).statusCode).toBe(200);
    expect((await req(friend, 'PUT', url, { public: false })).statusCode).toBe(403);
    expect((await req(friend, 'DELETE', url)).statusCode).toBe(403);
    expect((await friend.post(`${url}/collaborators`, { user_id: friendUser.id })).statusCode).toBe(
      403,
    );

    // The owner takes the rights away again.
    expect(
      (await req(owner, 'DELETE', `${url}/collaborators`, { user_id: friendUser.id })).statusCode,
    ).toBe(204);
    expect((await friend.post(`${url}/tracks/reorder`, { track_ids: trackIds })).statusCode).toBe(
      403,
    );
    expect((await owner.post(`${url}/collaborators`, { user_id: 999999 })).statusCode).toBe(422);
  });

  it('shows a private playlist to its collaborators', async () => {
    const { client: owner, playlist } = await owned({ public: false });
    const friendUser = await buildUser(t);
    await owner.post(`/api/v1/playlists/${playlist.id}/collaborators`, { user_id: friendUser.id });
    const friend = await loginAs(t, await Promise.resolve(friendUser));
    expect((await friend.get(`/api/v1/playlists/${playlist.id}`)).statusCode).toBe(200);
    const library = body(await friend.get('/api/v1/library/playlists')).pagination;
    expect(library.data.map((p: { id: number }) => p.id)).toContain(playlist.id);
  });

  it('lists collaborators on the playlist to those who may see it, not to strangers', async () => {
    const { owner: ownerUser, client: owner, playlist } = await owned({ public: false });
    const friendUser = await buildUser(t, { name: 'Friendly Editor' });
    const otherUser = await buildUser(t, { name: 'Second Editor' });
    const url = `/api/v1/playlists/${playlist.id}`;
    expect(body(await owner.get(url)).playlist.collaborators).toEqual([]);
    for (const user of [friendUser, otherUser]) {
      expect((await owner.post(`${url}/collaborators`, { user_id: user.id })).statusCode).toBe(204);
    }
    // Adding someone twice changes nothing.
    expect((await owner.post(`${url}/collaborators`, { user_id: friendUser.id })).statusCode).toBe(
      204,
    );
    const expected = [
      { id: friendUser.id, name: 'Friendly Editor', image: null },
      { id: otherUser.id, name: 'Second Editor', image: null },
    ];
    expect(body(await owner.get(url)).playlist.collaborators).toEqual(expected);
    const friend = await loginAs(t, friendUser);
    expect(body(await friend.get(url)).playlist).toMatchObject({
      editable: true,
      collaborators: expected,
    });
    // The write answers carry them too.
    const renamed = await req(friend, 'PUT', url, { name: 'Our Trip' });
    expect(body(renamed).playlist.collaborators).toEqual(expected);

    // A private playlist, and so its collaborators, stays hidden from strangers and guests.
    const stranger = await loginAs(t, await buildUser(t));
    const hidden = await stranger.get(url);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Friendly Editor');
    expect((await guestClient(t).get(url)).statusCode).toBe(404);
    const profile = await stranger.get(`/api/v1/users/${ownerUser.id}/playlists`);
    expect(body(profile).pagination.data).toEqual([]);

    // Made public, anyone sees who edits it.
    await req(owner, 'PUT', url, { public: true });
    expect(body(await guestClient(t).get(url)).playlist.collaborators).toEqual(expected);
  });

  it('lets only the owner manage collaborators', async () => {
    const { client: owner, playlist } = await owned();
    const friendUser = await buildUser(t);
    const friend = await loginAs(t, friendUser);
    const thirdUser = await buildUser(t);
    const stranger = await loginAs(t, await buildUser(t));
    const url = `/api/v1/playlists/${playlist.id}/collaborators`;
    expect((await owner.post(url, { user_id: friendUser.id })).statusCode).toBe(204);

    expect((await friend.post(url, { user_id: thirdUser.id })).statusCode).toBe(403);
    expect((await req(friend, 'DELETE', url, { user_id: friendUser.id })).statusCode).toBe(403);
    expect((await stranger.post(url, { user_id: thirdUser.id })).statusCode).toBe(403);
    expect((await guestClient(t).post(url, { user_id: thirdUser.id })).statusCode).toBe(401);
    expect((await owner.post(url, { user_id: 'me' })).statusCode).toBe(422);
    expect((await owner.post(url, {})).statusCode).toBe(422);
    expect(
      (await owner.post('/api/v1/playlists/999999/collaborators', { user_id: friendUser.id }))
        .statusCode,
    ).toBe(404);

    expect((await req(owner, 'DELETE', url, { user_id: friendUser.id })).statusCode).toBe(204);
    const shown = body(await owner.get(`/api/v1/playlists/${playlist.id}`)).playlist;
    expect(shown.collaborators).toEqual([]);
    expect(body(await friend.get(`/api/v1/playlists/${playlist.id}`)).playlist.editable).toBe(
      false,
    );
  });

  it('lets a collaborator leave: the rights and the library entry go, the playlist stays', async () => {
    const { client: owner, playlist } = await owned({ public: false, collaborative: true });
    const friendUser = await buildUser(t, { name: 'Leaving Friend' });
    const stayingUser = await buildUser(t, { name: 'Staying Friend' });
    const url = `/api/v1/playlists/${playlist.id}`;
    for (const user of [friendUser, stayingUser]) {
      expect((await owner.post(`${url}/collaborators`, { user_id: user.id })).statusCode).toBe(204);
    }
    const friend = await loginAs(t, friendUser);
    const libraryIds = async (client: TestClient) =>
      body(await client.get('/api/v1/library/playlists')).pagination.data.map(
        (p: { id: number }) => p.id,
      );
    expect(await libraryIds(friend)).toContain(playlist.id);

    expect((await req(friend, 'DELETE', `${url}/collaborators/me`)).statusCode).toBe(204);
    expect(await libraryIds(friend)).not.toContain(playlist.id);
    // Private, and no longer theirs to see or edit.
    expect((await friend.get(url)).statusCode).toBe(404);
    expect((await friend.post(`${url}/tracks`, { track_ids: trackIds })).statusCode).toBe(404);
    // Leaving twice: they are a stranger to it now.
    expect((await req(friend, 'DELETE', `${url}/collaborators/me`)).statusCode).toBe(404);
    // The owner keeps the playlist and the other collaborator.
    const shown = body(await owner.get(url)).playlist;
    expect(shown.collaborators).toEqual([
      { id: stayingUser.id, name: 'Staying Friend', image: null },
    ]);
    expect(await libraryIds(owner)).toContain(playlist.id);
  });

  it('takes a followed public playlist out of the library of a collaborator who leaves', async () => {
    const { client: owner, playlist } = await owned();
    const friendUser = await buildUser(t);
    const friend = await loginAs(t, friendUser);
    const url = `/api/v1/playlists/${playlist.id}`;
    expect((await friend.post(`${url}/follow`)).statusCode).toBe(204);
    expect((await owner.post(`${url}/collaborators`, { user_id: friendUser.id })).statusCode).toBe(
      204,
    );
    expect((await req(friend, 'DELETE', `${url}/collaborators/me`)).statusCode).toBe(204);
    const library = body(await friend.get('/api/v1/library/playlists')).pagination.data;
    expect(library.map((p: { id: number }) => p.id)).not.toContain(playlist.id);
    // Public: still there to listen to, but no longer theirs to edit.
    expect(body(await friend.get(url)).playlist).toMatchObject({
      editable: false,
      followed: false,
      followers_count: 0,
    });
  });

  it('refuses to let the owner leave (422), strangers (403, or 404 when private) and guests (401)', async () => {
    const { client: owner, playlist } = await owned();
    const url = `/api/v1/playlists/${playlist.id}/collaborators/me`;
    const refused = await req(owner, 'DELETE', url);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors.id).toEqual([
      'You own this playlist: you cannot leave it, but you can delete it.',
    ]);
    expect((await owner.get(`/api/v1/playlists/${playlist.id}`)).statusCode).toBe(200);

    const stranger = await loginAs(t, await buildUser(t));
    expect((await req(stranger, 'DELETE', url)).statusCode).toBe(403);
    const { playlist: hidden } = await owned({ public: false });
    expect(
      (await req(stranger, 'DELETE', `/api/v1/playlists/${hidden.id}/collaborators/me`)).statusCode,
    ).toBe(404);
    expect((await req(guestClient(t), 'DELETE', url)).statusCode).toBe(401);
    expect(
      (await req(stranger, 'DELETE', '/api/v1/playlists/999999/collaborators/me')).statusCode,
    ).toBe(404);
  });

  it('follows and unfollows a public playlist', async () => {
    const { client: owner, playlist } = await owned();
    const fan = await loginAs(t, await buildUser(t));
    const url = `/api/v1/playlists/${playlist.id}/follow`;
    expect((await fan.post(url)).statusCode).toBe(204);
    expect(body(await fan.get(`/api/v1/playlists/${playlist.id}`)).playlist).toMatchObject({
      followed: true,
      followers_count: 1,
      editable: false,
    });
    expect(
      body(await fan.get('/api/v1/library/playlists')).pagination.data.map(
        (p: { id: number }) => p.id,
      ),
    ).toContain(playlist.id);
    expect((await req(fan, 'DELETE', url)).statusCode).toBe(204);
    expect(body(await fan.get(`/api/v1/playlists/${playlist.id}`)).playlist.followed).toBe(false);
    expect((await owner.post(url)).statusCode).toBe(422);
    expect((await guestClient(t).post(url)).statusCode).toBe(401);
  });

  it('answers 404 for unknown playlists and 422 for bad ids', async () => {
    const { client } = await owned();
    expect((await client.get('/api/v1/playlists/999999')).statusCode).toBe(404);
    expect((await client.get('/api/v1/playlists/zero')).statusCode).toBe(422);
    expect((await req(client, 'PUT', '/api/v1/playlists/999999', { name: 'x' })).statusCode).toBe(
      404,
    );
  });
});
