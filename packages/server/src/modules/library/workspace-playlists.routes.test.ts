import type { Playlist } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { describe, expect, it } from 'vitest';
import { buildTrack, buildUser, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { storedValue } from '../../test/stored-rows';

/**
 * Workspace scoping (README Decisions): a workspace is a team's shared space for playlists.
 * A playlist made while a workspace is active belongs to it; "Your playlists" shows the active
 * workspace's playlists; every member edits them like a collaborator; others see only public ones.
 */
describe('workspace playlists', () => {
  const t = useTestApp();

  const names = (response: { json: <T>() => T }) =>
    response.json<{ pagination: Paginated<Playlist> }>().pagination.data.map((p) => p.name);
  const send = (client: TestClient, method: string, url: string, payload?: unknown) =>
    client.request({ method, url, payload: payload as object });

  /** The id of a new private playlist the client makes in the workspace. */
  async function privatePlaylistIn(client: TestClient, workspaceId: number, name: string) {
    const created = await client.post(`/api/v1/playlists?workspaceId=${workspaceId}`, {
      name,
      public: false,
    });
    return created.json<{ playlist: Playlist }>().playlist.id;
  }

  async function band() {
    const owner = await buildUser(t);
    const member = await buildUser(t);
    const workspaceId = await t.services.workspaces.create('The Band', owner.id);
    const invite = await t.services.workspaces.invite(workspaceId, owner.id, {
      emails: [member.email],
      role: 'member',
    });
    await t.services.workspaces.join(invite[0]!.id, member);
    return {
      workspaceId,
      owner,
      member,
      ownerClient: await loginAs(t, owner),
      memberClient: await loginAs(t, member),
    };
  }

  it('files a playlist made in a workspace under it, not under the personal list', async () => {
    const { workspaceId, ownerClient, memberClient } = await band();
    const inWorkspace = await ownerClient.post(`/api/v1/playlists?workspaceId=${workspaceId}`, {
      name: 'Rehearsal set',
      public: false,
    });
    expect(inWorkspace.statusCode).toBe(201);
    expect((await ownerClient.post('/api/v1/playlists', { name: 'My own mix' })).statusCode).toBe(
      201,
    );
    const playlistId = inWorkspace.json<{ playlist: Playlist }>().playlist.id;
    expect(await storedValue(t, 'playlists', playlistId, 'workspace_id')).toBe(workspaceId);

    expect(names(await ownerClient.get('/api/v1/library/playlists'))).toEqual(['My own mix']);
    expect(
      names(await ownerClient.get(`/api/v1/library/playlists?workspaceId=${workspaceId}`)),
    ).toEqual(['Rehearsal set']);
    const forMember = await memberClient.get(
      `/api/v1/library/playlists?workspaceId=${workspaceId}`,
    );
    expect(names(forMember)).toEqual(['Rehearsal set']);
    expect(forMember.json<{ pagination: Paginated<Playlist> }>().pagination.data[0]!.editable).toBe(
      true,
    );
    expect(names(await memberClient.get('/api/v1/library/playlists'))).toEqual([]);
  });

  it('lets every member rename it and add, remove and reorder its tracks, not delete it', async () => {
    const { workspaceId, owner, ownerClient, memberClient } = await band();
    const id = await privatePlaylistIn(ownerClient, workspaceId, 'Team mix');
    const [a, b] = [(await buildTrack(t)).id, (await buildTrack(t)).id];

    expect((await memberClient.get(`/api/v1/playlists/${id}`)).statusCode).toBe(200);
    const renamed = await send(memberClient, 'PUT', `/api/v1/playlists/${id}`, {
      name: 'Team mix II',
    });
    expect(renamed.statusCode).toBe(200);
    expect(
      (await memberClient.post(`/api/v1/playlists/${id}/tracks`, { track_ids: [a, b] })).statusCode,
    ).toBe(200);
    expect(
      (await memberClient.post(`/api/v1/playlists/${id}/tracks/reorder`, { track_ids: [b, a] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send(memberClient, 'DELETE', `/api/v1/playlists/${id}/tracks`, { track_ids: [a] }))
        .statusCode,
    ).toBe(200);
    expect(await t.services.playlists.trackIds(id, { id: owner.id })).toEqual([b]);
    // Like a collaborator: visibility and deletion stay the owner's.
    expect(
      (await send(memberClient, 'PUT', `/api/v1/playlists/${id}`, { public: true })).statusCode,
    ).toBe(403);
    expect((await send(memberClient, 'DELETE', `/api/v1/playlists/${id}`)).statusCode).toBe(403);
  });

  it('hides a private workspace playlist from non-members and from a member who left', async () => {
    const { workspaceId, member, ownerClient, memberClient } = await band();
    const id = await privatePlaylistIn(ownerClient, workspaceId, 'Secret demos');
    const stranger = await loginAs(t, await buildUser(t));
    expect((await stranger.get(`/api/v1/playlists/${id}`)).statusCode).toBe(404);
    expect(
      (
        await stranger.post(`/api/v1/playlists/${id}/tracks`, {
          track_ids: [(await buildTrack(t)).id],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await stranger.get(`/api/v1/library/playlists?workspaceId=${workspaceId}`)).statusCode,
    ).toBe(403);

    expect((await memberClient.get(`/api/v1/playlists/${id}`)).statusCode).toBe(200);
    await send(memberClient, 'DELETE', `/api/v1/workspace/${workspaceId}/member/${member.id}`);
    expect((await memberClient.get(`/api/v1/playlists/${id}`)).statusCode).toBe(404);
  });
});
