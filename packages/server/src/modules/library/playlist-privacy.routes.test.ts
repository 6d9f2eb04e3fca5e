/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import { describe, expect, it } from 'vitest';
import { buildTrack, buildUser, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const body = (res: { body: string }) => JSON.parse(res.body);

describe('a playlist made private', () => {
  const t = useTestApp();

  const NAME = 'Quietvale Sessions';
  const DESCRIPTION = 'Only for the band';

  async function setUp() {
    const owner = await buildUser(t, { name: 'Playlist Owner' });
    const ownerClient = await loginAs(t, owner);
    const follower = await loginAs(t, await buildUser(t));
    const collaboratorUser = await buildUser(t);
    const collaborator = await loginAs(t, collaboratorUser);
    const created = await ownerClient.post('/api/v1/playlists', {
      name: NAME,
      description: DESCRIPTION,
    });
    expect(created.statusCode).toBe(201);
    const id = body(created).playlist.id as number;
    const track = await buildTrack(t, { name: 'Private track' });
    await ownerClient.post(`/api/v1/playlists/${id}/tracks`, { track_ids: [track.id] });
    expect(
      (
        await ownerClient.post(`/api/v1/playlists/${id}/collaborators`, {
          user_id: collaboratorUser.id,
        })
      ).statusCode,
    ).toBe(204);
    expect((await follower.post(`/api/v1/playlists/${id}/follow`)).statusCode).toBe(204);
    expect((await collaborator.post(`/api/v1/playlists/${id}/follow`)).statusCode).toBe(204);
    return { owner, ownerClient, follower, collaborator, id };
  }

  const libraryIds = async (client: TestClient) => {
    const res = await client.get('/api/v1/library/playlists');
    expect(res.statusCode).toBe(200);
    return {
      ids: body(res).pagination.data.map((p: { id: number }) => p.id),
      total: body(res).pagination.total,
      text: res.body,
    };
  };

  const setPublic = async (client: TestClient, id: number, value: boolean) =>
    expect(
      (
        await client.request({
          method: 'PUT',
          url: `/api/v1/playlists/${id}`,
          payload: { public: value },
        })
      ).statusCode,
    ).toBe(200);

  it("leaves its followers' libraries and shows them nothing of it; collaborators keep it", async () => {
    const { owner, ownerClient, follower, collaborator, id } = await setUp();
    expect((await libraryIds(follower)).ids).toEqual([id]);
    const leaks = [
      `/api/v1/search?query=Quietvale`,
      `/api/v1/search/playlists?query=Quietvale`,
      `/api/v1/users/${owner.id}/profile`,
      `/api/v1/users/${owner.id}/playlists`,
    ];
    // While public, each of these shows it.
    for (const url of leaks) expect((await follower.get(url)).body, url).toContain(NAME);

    await setPublic(ownerClient, id, false);

    const library = await libraryIds(follower);
    expect(library.ids).toEqual([]);
    expect(library.total).toBe(0);
    expect(library.text).not.toContain(NAME);
    const hidden = [
      `/api/v1/playlists/${id}`,
      `/api/v1/playlists/${id}/tracks`,
      `/api/v1/radio/playlist/${id}`,
    ];
    for (const url of hidden) {
      const res = await follower.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain(NAME);
    }
    // Following it again is refused as for a playlist that does not exist; unfollowing answers
    // as it does for any id.
    expect((await follower.post(`/api/v1/playlists/${id}/follow`)).statusCode).toBe(404);
    for (const url of leaks) {
      const res = await follower.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(NAME);
      expect(res.body, url).not.toContain(DESCRIPTION);
    }

    // The collaborator still has it, whole.
    expect((await libraryIds(collaborator)).ids).toEqual([id]);
    const shown = await collaborator.get(`/api/v1/playlists/${id}`);
    expect(shown.statusCode).toBe(200);
    expect(body(shown).playlist).toMatchObject({ name: NAME, public: false, tracks_count: 1 });
    expect((await libraryIds(ownerClient)).ids).toEqual([id]);
  });

  it('comes back to the libraries of those who followed it when made public again', async () => {
    const { ownerClient, follower, id } = await setUp();
    await setPublic(ownerClient, id, false);
    expect((await libraryIds(follower)).ids).toEqual([]);
    await setPublic(ownerClient, id, true);
    expect((await libraryIds(follower)).ids).toEqual([id]);
    // A follower who unfollowed while it was private stays out.
    await setPublic(ownerClient, id, false);
    expect(
      (await follower.request({ method: 'DELETE', url: `/api/v1/playlists/${id}/follow` }))
        .statusCode,
    ).toBe(204);
    await setPublic(ownerClient, id, true);
    expect((await libraryIds(follower)).ids).toEqual([]);
  });
});
