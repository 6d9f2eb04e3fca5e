import type { Notification } from '@tonearm/shared/notifications/notifications.schemas';
import {
  WORKSPACE_MESSAGES,
  type Workspace,
  type WorkspaceInvite,
  type WorkspaceWithMembers,
} from '@tonearm/shared/workspaces/workspaces.schemas';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../platform/db/schema';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { expectMailQueuedOnly, loggedMailTo } from '../../test/outgoing-mail';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { storedIds, storedValue } from '../../test/stored-rows';

const newEmail = () => `invitee-${Math.random().toString(36).slice(2)}@example.com`;

describe('workspaces', () => {
  const t = useTestApp();

  const put = (client: TestClient, url: string, payload: unknown) =>
    client.request({ method: 'PUT', url, payload: payload as object });
  const del = (client: TestClient, url: string) => client.request({ method: 'DELETE', url });

  /** An owner with a workspace, and optionally members with roles, each with a client. */
  async function team(roles: ('admin' | 'member')[] = []) {
    const owner = await buildUser(t, { name: 'Olive Owner' });
    const ownerClient = await loginAs(t, owner);
    const created = await ownerClient.post('/api/v1/workspace', { name: 'The Band' });
    expect(created.statusCode).toBe(201);
    const workspace = created.json<{ workspace: Workspace }>().workspace;
    const members: { user: UserRow; client: TestClient }[] = [];
    for (const role of roles) {
      const user = await buildUser(t, { name: `A ${role}` });
      const invited = await ownerClient.post(`/api/v1/workspace/${workspace.id}/invite`, {
        emails: [user.email],
        role,
      });
      expect(invited.statusCode).toBe(201);
      const client = await loginAs(t, user);
      const [invite] = invited.json<{ invites: WorkspaceInvite[] }>().invites;
      expect((await client.get(`/api/v1/workspace/join/${invite!.id}`)).statusCode).toBe(200);
      members.push({ user, client });
    }
    return { owner, ownerClient, workspace, members };
  }

  const notificationsOf = (userId: number) =>
    t.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  describe('GET me/workspaces and the bootstrap data', () => {
    it('lists Default first, then the workspaces the user belongs to with counts and roles', async () => {
      const { workspace, members } = await team(['member']);
      const { client } = members[0]!;
      const mine = await client.get('/api/v1/me/workspaces');
      expect(mine.statusCode).toBe(200);
      const expected = [
        { id: 0, name: 'Default', members_count: 1, role: 'owner' },
        { id: workspace.id, name: 'The Band', members_count: 2, role: 'member' },
      ];
      expect(mine.json<{ workspaces: Workspace[] }>().workspaces).toEqual(expected);
      const bootstrap = await client.get('/api/v1/bootstrap-data');
      expect(
        bootstrap.json<{ bootstrapData: { workspaces: Workspace[] } }>().bootstrapData.workspaces,
      ).toEqual(expected);
    });

    it('asks a guest to log in', async () => {
      expect((await guestClient(t).get('/api/v1/me/workspaces')).statusCode).toBe(401);
    });
  });

  describe('POST workspace', () => {
    it('creates a workspace with the creator as its owner', async () => {
      const { owner, workspace } = await team();
      expect(workspace).toMatchObject({ name: 'The Band', members_count: 1, role: 'owner' });
      const row = await t.database.db
        .selectFrom('workspace_members')
        .selectAll()
        .where('workspace_id', '=', workspace.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: owner.id, role: 'owner', is_owner: 1 });
    });

    it.each([[''], ['   '], ['x'.repeat(101)]])(
      'refuses the name %j with a 422 on name and creates nothing',
      async (name) => {
        const user = await buildUser(t);
        const client = await loginAs(t, user);
        const response = await client.post('/api/v1/workspace', { name });
        expect(response.statusCode).toBe(422);
        expect(response.json<{ errors: Record<string, string[]> }>().errors.name).toBeDefined();
        expect(await t.services.workspaces.listForUser(user.id)).toHaveLength(1);
      },
    );
  });

  describe('GET workspace/{id}', () => {
    it('shows the members to a member, and pending invitations only to its managers', async () => {
      const { owner, ownerClient, workspace, members } = await team(['member']);
      const email = newEmail();
      await ownerClient.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [email] });

      const asOwner = (await ownerClient.get(`/api/v1/workspace/${workspace.id}`)).json<{
        workspace: WorkspaceWithMembers;
      }>().workspace;
      expect(asOwner).toMatchObject({ id: workspace.id, owner_id: owner.id, members_count: 2 });
      expect(asOwner.members.map((m) => [m.user_id, m.role])).toEqual([
        [owner.id, 'owner'],
        [members[0]!.user.id, 'member'],
      ]);
      expect(asOwner.invites).toEqual([expect.objectContaining({ email, role: 'member' })]);

      const asMember = await members[0]!.client.get(`/api/v1/workspace/${workspace.id}`);
      expect(asMember.statusCode).toBe(200);
      expect(asMember.json<{ workspace: WorkspaceWithMembers }>().workspace).toMatchObject({
        role: 'member',
        invites: [],
      });
    });

    it('does not exist for someone who is not a member', async () => {
      const { workspace } = await team();
      const stranger = await loginAs(t, await buildUser(t));
      expect((await stranger.get(`/api/v1/workspace/${workspace.id}`)).statusCode).toBe(404);
      expect((await guestClient(t).get(`/api/v1/workspace/${workspace.id}`)).statusCode).toBe(401);
    });
  });

  describe('PUT workspace/{id}', () => {
    it('lets the owner and an admin rename it, not a member or a stranger', async () => {
      const { ownerClient, workspace, members } = await team(['admin', 'member']);
      const url = `/api/v1/workspace/${workspace.id}`;
      const renamed = await put(members[0]!.client, url, { name: 'The Label' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json<{ workspace: Workspace }>().workspace).toMatchObject({
        id: workspace.id,
        name: 'The Label',
        role: 'admin',
      });
      expect((await put(members[1]!.client, url, { name: 'Nope' })).statusCode).toBe(403);
      const stranger = await loginAs(t, await buildUser(t));
      expect((await put(stranger, url, { name: 'Nope' })).statusCode).toBe(404);
      expect((await put(ownerClient, url, { name: '' })).statusCode).toBe(422);
      expect(await storedValue(t, 'workspaces', workspace.id, 'name')).toBe('The Label');
    });
  });

  describe('DELETE workspace/{id}', () => {
    it('is for the owner only, takes members and invitations with it and gives playlists back', async () => {
      const { owner, ownerClient, workspace, members } = await team(['admin']);
      await ownerClient.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [newEmail()] });
      const playlist = await ownerClient.post(`/api/v1/playlists?workspaceId=${workspace.id}`, {
        name: 'Team mix',
      });
      expect(playlist.statusCode).toBe(201);
      const playlistId = playlist.json<{ playlist: { id: number } }>().playlist.id;

      const url = `/api/v1/workspace/${workspace.id}`;
      expect((await del(members[0]!.client, url)).statusCode).toBe(403);
      expect((await del(ownerClient, url)).statusCode).toBe(204);

      const db = t.database.db;
      const count = async (table: 'workspace_members' | 'workspace_invites') =>
        (await db.selectFrom(table).select('id').where('workspace_id', '=', workspace.id).execute())
          .length;
      expect(await count('workspace_members')).toBe(0);
      expect(await count('workspace_invites')).toBe(0);
      const row = await db
        .selectFrom('playlists')
        .select(['owner_id', 'workspace_id'])
        .where('id', '=', playlistId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ owner_id: owner.id, workspace_id: null });
      // The former admin's calls in it are refused at once.
      const scoped = await members[0]!.client.get(
        `/api/v1/library/playlists?workspaceId=${workspace.id}`,
      );
      expect(scoped.statusCode).toBe(403);
    });
  });

  describe('POST workspace/{id}/invite', () => {
    it('mails a register link to a new address and a login link plus a notification to a user', async () => {
      const { ownerClient, workspace } = await team();
      const stranger = newEmail();
      const listener = await buildUser(t, { name: 'Lee Listener' });
      const response = await ownerClient.post(`/api/v1/workspace/${workspace.id}/invite`, {
        emails: [stranger, ` ${listener.email.toUpperCase()} `],
        role: 'admin',
      });
      expect(response.statusCode).toBe(201);
      const invites = response.json<{ invites: WorkspaceInvite[] }>().invites;
      expect(invites.map((i) => [i.email, i.role])).toEqual([
        [stranger, 'admin'],
        [listener.email, 'admin'],
      ]);
      for (const invite of invites) expect(invite.id).toMatch(/^[0-9a-f-]{36}$/);
      await expectMailQueuedOnly(t, stranger);

      const [toStranger] = await loggedMailTo(t, stranger);
      expect(toStranger!.subject).toBe('Join The Band on Tonearm');
      expect(toStranger!.body).toContain(
        `/workspace/join/register?email=${encodeURIComponent(stranger)}&inviteId=${invites[0]!.id}`,
      );
      const [toListener] = await loggedMailTo(t, listener.email);
      expect(toListener!.body).toContain(
        `/workspace/join/login?email=${encodeURIComponent(listener.email)}&inviteId=${invites[1]!.id}`,
      );

      const [notification] = await notificationsOf(listener.id);
      expect(notification).toMatchObject({ type: 'workspace.invitation', read_at: null });
      const data = JSON.parse(notification!.data) as Notification['data'];
      expect(data).toMatchObject({
        inviteId: invites[1]!.id,
        lines: [
          {
            type: 'primary',
            content: '<b>Olive Owner</b> invited you to join <b>The Band</b>.',
          },
        ],
      });
    });

    it('refuses an address that is a member already, on its entry, and invites nobody', async () => {
      const { ownerClient, workspace, members } = await team(['member']);
      const fresh = newEmail();
      const response = await ownerClient.post(`/api/v1/workspace/${workspace.id}/invite`, {
        emails: [fresh, members[0]!.user.email],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { 'emails.1': [WORKSPACE_MESSAGES.alreadyMember] },
      });
      expect(await loggedMailTo(t, fresh)).toEqual([]);
      const invites = await storedIds(t, 'workspace_invites', { workspace_id: workspace.id });
      expect(invites).toEqual([]);
    });

    it('refreshes the invitation of an address invited again: same id, new role', async () => {
      const { ownerClient, workspace } = await team();
      const email = newEmail();
      const url = `/api/v1/workspace/${workspace.id}/invite`;
      const first = (await ownerClient.post(url, { emails: [email] })).json<{
        invites: WorkspaceInvite[];
      }>().invites[0]!;
      const again = await ownerClient.post(url, { emails: [email], role: 'admin' });
      const second = again.json<{ invites: WorkspaceInvite[] }>().invites[0]!;
      expect(second.id).toBe(first.id);
      expect(second.role).toBe('admin');
      expect(Date.parse(second.created_at)).toBeGreaterThanOrEqual(Date.parse(first.created_at));
      expect(await loggedMailTo(t, email)).toHaveLength(2);
    });

    it.each([
      [{ emails: [] }, 'emails'],
      [{ emails: ['not an email'] }, 'emails.0'],
      [{ emails: ['a@example.com'], role: 'owner' }, 'role'],
    ])('refuses %j with a 422 on %s', async (payload, field) => {
      const { ownerClient, workspace } = await team();
      const response = await ownerClient.post(`/api/v1/workspace/${workspace.id}/invite`, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toBeDefined();
    });

    it('is for the owner and admins: a member gets 403, a stranger 404', async () => {
      const { workspace, members } = await team(['member']);
      const url = `/api/v1/workspace/${workspace.id}/invite`;
      const body = { emails: [newEmail()] };
      expect((await members[0]!.client.post(url, body)).statusCode).toBe(403);
      const stranger = await loginAs(t, await buildUser(t));
      expect((await stranger.post(url, body)).statusCode).toBe(404);
    });
  });

  describe('invitation volume limits', () => {
    const batch = (size: number) => Array.from({ length: size }, newEmail);
    /** Makes the client another workspace and answers the status of one invitation from it. */
    async function inviteFromNewWorkspace(client: TestClient, name: string) {
      const created = await client.post('/api/v1/workspace', { name });
      const id = created.json<{ workspace: Workspace }>().workspace.id;
      return (await client.post(`/api/v1/workspace/${id}/invite`, { emails: batch(1) })).statusCode;
    }
    const invitesTo = (workspaceId: number) =>
      t.database.db
        .selectFrom('workspace_invites')
        .select('email')
        .where('workspace_id', '=', workspaceId)
        .execute();

    it('lets one person send 50 invitation mails an hour, in any workspace, then answers 429', async () => {
      const { ownerClient, workspace } = await team();
      const url = `/api/v1/workspace/${workspace.id}/invite`;
      for (const size of [20, 20, 8]) {
        expect((await ownerClient.post(url, { emails: batch(size) })).statusCode).toBe(201);
      }
      // Three more would go past 50: none is sent, and nothing is counted.
      const late = batch(3);
      const refused = await ownerClient.post(url, { emails: late });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect(refused.json<{ message: string }>().message).toMatch(
        /^Too many invitations sent\. Please try again in (59|60) minutes\.$/,
      );
      for (const email of late) expect(await loggedMailTo(t, email)).toEqual([]);
      expect(await invitesTo(workspace.id)).toHaveLength(48);

      expect((await ownerClient.post(url, { emails: batch(2) })).statusCode).toBe(201);
      // Resending is a mail too.
      const [pending] = (await invitesTo(workspace.id)).slice(0, 1);
      const invite = await t.database.db
        .selectFrom('workspace_invites')
        .select('id')
        .where('email', '=', pending!.email)
        .executeTakeFirstOrThrow();
      expect((await ownerClient.post(`${url}/${invite.id}/resend`)).statusCode).toBe(429);
      // Another workspace of the same person shares the budget.
      expect(await inviteFromNewWorkspace(ownerClient, 'Side Project')).toBe(429);
    });

    it('lets one workspace send 100 invitation mails an hour, whoever of its managers sends them', async () => {
      const { ownerClient, workspace, members } = await team(['admin', 'admin']);
      const url = `/api/v1/workspace/${workspace.id}/invite`;
      // The owner has sent 2 (the admins' invitations); each admin sends 49.
      for (const { client } of members) {
        for (const size of [20, 20, 9]) {
          expect((await client.post(url, { emails: batch(size) })).statusCode).toBe(201);
        }
      }
      const refused = await ownerClient.post(url, { emails: batch(1) });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await invitesTo(workspace.id)).toHaveLength(98);
      // The owner's own budget is intact elsewhere.
      expect(await inviteFromNewWorkspace(ownerClient, 'Elsewhere')).toBe(201);
    });
  });

  describe('resending and cancelling an invitation', () => {
    it('mails it again, then cancels it so that joining finds it gone', async () => {
      const { workspace, members } = await team(['admin']);
      const admin = members[0]!.client;
      const invitee = await buildUser(t);
      const invited = await admin.post(`/api/v1/workspace/${workspace.id}/invite`, {
        emails: [invitee.email],
      });
      const invite = invited.json<{ invites: WorkspaceInvite[] }>().invites[0]!;
      const base = `/api/v1/workspace/${workspace.id}/invite/${invite.id}`;

      const resent = await admin.post(`${base}/resend`);
      expect(resent.statusCode).toBe(200);
      expect(resent.json<{ invite: WorkspaceInvite }>().invite.id).toBe(invite.id);
      expect(await loggedMailTo(t, invitee.email)).toHaveLength(2);

      expect((await del(admin, base)).statusCode).toBe(204);
      expect((await del(admin, base)).statusCode).toBe(404);
      const join = await (await loginAs(t, invitee)).get(`/api/v1/workspace/join/${invite.id}`);
      expect(join.statusCode).toBe(404);
      expect(join.json()).toMatchObject({ message: WORKSPACE_MESSAGES.inviteGone });
    });

    it("does not reach another workspace's invitation through one's own workspace", async () => {
      const mine = await team();
      const theirs = await team();
      const invited = await theirs.ownerClient.post(
        `/api/v1/workspace/${theirs.workspace.id}/invite`,
        { emails: [newEmail()] },
      );
      const invite = invited.json<{ invites: WorkspaceInvite[] }>().invites[0]!;
      const url = `/api/v1/workspace/${mine.workspace.id}/invite/${invite.id}`;
      expect((await del(mine.ownerClient, url)).statusCode).toBe(404);
      expect((await mine.ownerClient.post(`${url}/resend`)).statusCode).toBe(404);
      expect(await storedIds(t, 'workspace_invites', { id: invite.id })).toHaveLength(1);
    });
  });

  describe('PUT workspace/{id}/member/{userId}', () => {
    it("lets an admin change a member's role but nobody change the owner's", async () => {
      const { owner, ownerClient, workspace, members } = await team(['admin', 'member']);
      const [admin, member] = members;
      const base = `/api/v1/workspace/${workspace.id}/member`;
      const promoted = await put(admin!.client, `${base}/${member!.user.id}`, { role: 'admin' });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json()).toMatchObject({
        member: { user_id: member!.user.id, role: 'admin' },
      });
      expect((await put(admin!.client, `${base}/${owner.id}`, { role: 'member' })).statusCode).toBe(
        403,
      );
      expect((await put(ownerClient, `${base}/${owner.id}`, { role: 'member' })).statusCode).toBe(
        403,
      );
      expect(
        (await put(ownerClient, `${base}/${member!.user.id}`, { role: 'owner' })).statusCode,
      ).toBe(422);
      const stranger = await buildUser(t);
      expect((await put(ownerClient, `${base}/${stranger.id}`, { role: 'admin' })).statusCode).toBe(
        404,
      );
      expect(
        await t.database.db
          .selectFrom('workspace_members')
          .select('role')
          .where('workspace_id', '=', workspace.id)
          .where('user_id', '=', owner.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ role: 'owner' });
    });

    it('refuses a plain member', async () => {
      const { workspace, members } = await team(['member', 'member']);
      const url = `/api/v1/workspace/${workspace.id}/member/${members[1]!.user.id}`;
      expect((await put(members[0]!.client, url, { role: 'admin' })).statusCode).toBe(403);
    });
  });

  describe('DELETE workspace/{id}/member/{userId}', () => {
    it('lets a member leave, and they lose access at once', async () => {
      const { workspace, members } = await team(['member']);
      const { user, client } = members[0]!;
      const scoped = `/api/v1/library/playlists?workspaceId=${workspace.id}`;
      expect((await client.get(scoped)).statusCode).toBe(200);
      expect(
        (await del(client, `/api/v1/workspace/${workspace.id}/member/${user.id}`)).statusCode,
      ).toBe(204);
      const refused = await client.get(scoped);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: WORKSPACE_MESSAGES.notMember });
      expect((await client.get(`/api/v1/workspace/${workspace.id}`)).statusCode).toBe(404);
    });

    it('lets an admin remove a member, but not the owner; a member removes nobody else', async () => {
      const { owner, ownerClient, workspace, members } = await team(['admin', 'member', 'member']);
      const base = `/api/v1/workspace/${workspace.id}/member`;
      const [admin, first, second] = members;
      expect((await del(first!.client, `${base}/${second!.user.id}`)).statusCode).toBe(403);
      expect((await del(admin!.client, `${base}/${owner.id}`)).statusCode).toBe(403);
      expect((await del(admin!.client, `${base}/${second!.user.id}`)).statusCode).toBe(204);
      const left = await ownerClient.get(`/api/v1/workspace/${workspace.id}`);
      expect(
        left.json<{ workspace: WorkspaceWithMembers }>().workspace.members.map((m) => m.user_id),
      ).toEqual([owner.id, admin!.user.id, first!.user.id]);
    });

    it('refuses the owner leaving (they delete the workspace instead)', async () => {
      const { owner, ownerClient, workspace } = await team();
      const response = await del(
        ownerClient,
        `/api/v1/workspace/${workspace.id}/member/${owner.id}`,
      );
      expect(response.statusCode).toBe(422);
      expect(await t.services.workspaces.canAccess(workspace.id, owner.id)).toBe(true);
    });
  });

  describe('GET workspace/join/{inviteId} and DELETE workspace/invite/{inviteId}', () => {
    async function invited(role: 'admin' | 'member' = 'member') {
      const setup = await team();
      const invitee = await buildUser(t, { name: 'Ivy Invitee' });
      const response = await setup.ownerClient.post(
        `/api/v1/workspace/${setup.workspace.id}/invite`,
        { emails: [invitee.email], role },
      );
      const invite = response.json<{ invites: WorkspaceInvite[] }>().invites[0]!;
      return { ...setup, invitee, invite, client: await loginAs(t, invitee) };
    }

    it('joins with the invitation’s role, uses it up and closes its notification (read, no join offered)', async () => {
      const { workspace, invitee, invite, client } = await invited('admin');
      const joined = await client.get(`/api/v1/workspace/join/${invite.id}`);
      expect(joined.statusCode).toBe(200);
      expect(joined.json()).toEqual({
        workspace: { id: workspace.id, name: 'The Band', members_count: 2, role: 'admin' },
      });
      const [notification] = await notificationsOf(invitee.id);
      expect(notification!.read_at).not.toBeNull();
      // No join or decline is offered for it any more; its words stay.
      expect(JSON.parse(notification!.data)).not.toHaveProperty('inviteId');
      expect(notification!.data).toContain('The Band');
      const again = await client.get(`/api/v1/workspace/join/${invite.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: WORKSPACE_MESSAGES.inviteGone });
    });

    it('refuses someone logged in with another address', async () => {
      const { invite, workspace } = await invited();
      const other = await loginAs(t, await buildUser(t));
      const response = await other.get(`/api/v1/workspace/join/${invite.id}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: WORKSPACE_MESSAGES.wrongAccount });
      expect((await del(other, `/api/v1/workspace/invite/${invite.id}`)).statusCode).toBe(403);
      expect((await guestClient(t).get(`/api/v1/workspace/join/${invite.id}`)).statusCode).toBe(
        401,
      );
      const members = await t.services.workspaces.show(
        workspace.id,
        await storedValue(t, 'workspaces', workspace.id, 'owner_id'),
      );
      expect(members.members).toHaveLength(1);
      expect(members.invites).toHaveLength(1);
    });

    it('declines: the invitation goes, nobody joins, a second answer finds it gone', async () => {
      const { workspace, invitee, invite, client } = await invited();
      expect((await del(client, `/api/v1/workspace/invite/${invite.id}`)).statusCode).toBe(204);
      expect(await t.services.workspaces.canAccess(workspace.id, invitee.id)).toBe(false);
      const [notification] = await notificationsOf(invitee.id);
      expect(notification!.read_at).not.toBeNull();
      expect(JSON.parse(notification!.data)).not.toHaveProperty('inviteId');
      const again = await del(client, `/api/v1/workspace/invite/${invite.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: WORKSPACE_MESSAGES.inviteGone });
      expect((await client.get(`/api/v1/workspace/join/${invite.id}`)).statusCode).toBe(404);
    });

    it('answers a malformed invitation id with 422', async () => {
      const client = await loginAs(t, await buildUser(t));
      expect((await client.get('/api/v1/workspace/join/not-a-uuid')).statusCode).toBe(422);
    });
  });
});
