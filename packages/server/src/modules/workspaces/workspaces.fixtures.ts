import { randomBytes } from 'node:crypto';
import type { UserRow } from '../../platform/db/schema';
import { buildUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/** What of workspaces an authorization-matrix owner holds (issue 17). */
export interface OwnerWorkspaces {
  /** A workspace the owner owns. */
  workspaceId: number;
  /** A plain member of it. */
  workspaceMemberId: number;
  /** A pending invitation of it, to an address with no account. */
  workspaceInviteId: string;
  /** A private playlist of it, named with the owner's secret. */
  workspacePlaylistId: number;
  /** An invitation addressed to the owner, into someone else's workspace. */
  invitationToOwnerId: string;
}

/** The owner's workspace with a member, a pending invitation and a private playlist. */
export async function buildOwnerWorkspaces(
  t: TestApp,
  owner: UserRow,
  secret: string,
): Promise<OwnerWorkspaces> {
  const workspaces = t.services.workspaces;
  const workspaceId = await workspaces.create('Matrix Team', owner.id);
  const member = await buildUser(t, { name: 'Matrix Member' });
  const [memberInvite] = await workspaces.invite(workspaceId, owner.id, {
    emails: [member.email],
    role: 'member',
  });
  await workspaces.join(memberInvite!.id, member);
  const [pending] = await workspaces.invite(workspaceId, owner.id, {
    emails: [`matrix-${randomBytes(5).toString('hex')}@example.com`],
    role: 'member',
  });
  const { playlist } = await t.services.playlists.create(
    owner.id,
    { name: `Team ${secret}`, public: false },
    workspaceId,
  );

  const host = await buildUser(t, { name: 'Matrix Host' });
  const hostWorkspaceId = await workspaces.create('Matrix Elsewhere', host.id);
  const [toOwner] = await workspaces.invite(hostWorkspaceId, host.id, {
    emails: [owner.email],
    role: 'member',
  });
  return {
    workspaceId,
    workspaceMemberId: member.id,
    workspaceInviteId: pending!.id,
    workspacePlaylistId: playlist.id,
    invitationToOwnerId: toOwner!.id,
  };
}

/** The owner's workspace as it stands: what nobody else may change. */
export async function ownerWorkspacesState(t: TestApp, world: OwnerWorkspaces) {
  const db = t.database.db;
  return {
    workspace: await db
      .selectFrom('workspaces')
      .selectAll()
      .where('id', '=', world.workspaceId)
      .executeTakeFirst(),
    workspaceMembers: await db
      .selectFrom('workspace_members')
      .select(['user_id', 'role'])
      .where('workspace_id', '=', world.workspaceId)
      .orderBy('user_id')
      .execute(),
    workspaceInvites: await db
      .selectFrom('workspace_invites')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('workspace_id', '=', world.workspaceId),
          eb('id', '=', world.invitationToOwnerId),
        ]),
      )
      .orderBy('id')
      .execute(),
  };
}
