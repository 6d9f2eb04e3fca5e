import { randomUUID } from 'node:crypto';
import type { WorkspaceRole } from '@tonearm/shared/workspaces/workspaces.schemas';
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import type { Database } from '../../platform/db/schema';

/** How many members a workspace has, as a column of a query over `workspaces`. */
function membersCount(eb: ExpressionBuilder<Database, 'workspaces'>) {
  return eb
    .selectFrom('workspace_members as counted')
    .select((inner) => inner.fn.countAll<number>().as('count'))
    .whereRef('counted.workspace_id', '=', 'workspaces.id')
    .as('members_count');
}

/** What an invitation answers with, read or written. */
const INVITE_COLUMNS = ['id', 'workspace_id', 'email', 'role', 'invited_by', 'created_at'] as const;

/** SQL of workspaces, their members and their pending invitations. */
export class WorkspacesRepository {
  constructor(private readonly db: DB) {}

  /** The user's workspaces with their member counts and the user's role, oldest first. */
  listForUser(userId: number) {
    return this.db
      .selectFrom('workspaces')
      .innerJoin('workspace_members as mine', 'mine.workspace_id', 'workspaces.id')
      .select((eb) => ['workspaces.id', 'workspaces.name', 'mine.role', membersCount(eb)])
      .where('mine.user_id', '=', userId)
      .orderBy('workspaces.id')
      .execute();
  }

  /** The workspace as `userId` sees it, or undefined when they are not a member. */
  findForMember(workspaceId: number, userId: number) {
    return this.db
      .selectFrom('workspaces')
      .innerJoin('workspace_members as mine', 'mine.workspace_id', 'workspaces.id')
      .select((eb) => [
        'workspaces.id',
        'workspaces.name',
        'workspaces.owner_id',
        'mine.role',
        membersCount(eb),
      ])
      .where('workspaces.id', '=', workspaceId)
      .where('mine.user_id', '=', userId)
      .executeTakeFirst();
  }

  async isMember(workspaceId: number, userId: number): Promise<boolean> {
    return (await this.roleOf(workspaceId, userId)) !== null;
  }

  async roleOf(workspaceId: number, userId: number): Promise<WorkspaceRole | null> {
    const row = await this.db
      .selectFrom('workspace_members')
      .select('role')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return (row?.role as WorkspaceRole | undefined) ?? null;
  }

  private memberQuery(workspaceId: number) {
    return this.db
      .selectFrom('workspace_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.user_id', 'u.name', 'u.email', 'u.image', 'm.role', 'm.created_at as joined_at'])
      .where('m.workspace_id', '=', workspaceId);
  }

  members(workspaceId: number) {
    return this.memberQuery(workspaceId).orderBy('m.id').execute();
  }

  member(workspaceId: number, userId: number) {
    return this.memberQuery(workspaceId).where('m.user_id', '=', userId).executeTakeFirst();
  }

  /** Which of `emails` belong to members already (emails are stored lowercased). */
  async memberEmails(workspaceId: number, emails: string[]): Promise<Set<string>> {
    if (!emails.length) return new Set();
    const rows = await this.db
      .selectFrom('workspace_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('u.email')
      .where('m.workspace_id', '=', workspaceId)
      .where('u.email', 'in', emails)
      .execute();
    return new Set(rows.map((row) => row.email));
  }

  async create(name: string, ownerId: number): Promise<number> {
    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      const workspace = await trx
        .insertInto('workspaces')
        .values({ name, owner_id: ownerId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('workspace_members')
        .values({
          workspace_id: workspace.id,
          user_id: ownerId,
          is_owner: 1,
          role: 'owner',
          created_at: now,
          updated_at: now,
        })
        .execute();
      return workspace.id;
    });
  }

  async rename(workspaceId: number, name: string): Promise<void> {
    await this.db
      .updateTable('workspaces')
      .set({ name, updated_at: nowIso() })
      .where('id', '=', workspaceId)
      .execute();
  }

  /** Members and invitations go by cascade; its playlists become their owners' own (set null). */
  async delete(workspaceId: number): Promise<void> {
    await this.db.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
  }

  async setRole(workspaceId: number, userId: number, role: WorkspaceRole): Promise<void> {
    await this.db
      .updateTable('workspace_members')
      .set({ role, updated_at: nowIso() })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .execute();
  }

  async removeMember(workspaceId: number, userId: number): Promise<void> {
    await this.db
      .deleteFrom('workspace_members')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .execute();
  }

  // ---- Invitations ----------------------------------------------------------------------------

  private inviteQuery() {
    return this.db.selectFrom('workspace_invites').select(INVITE_COLUMNS);
  }

  invites(workspaceId: number) {
    return this.inviteQuery()
      .where('workspace_id', '=', workspaceId)
      .orderBy('created_at')
      .orderBy('email')
      .execute();
  }

  findInvite(inviteId: string) {
    return this.inviteQuery().where('id', '=', inviteId).executeTakeFirst();
  }

  /**
   * One invitation per workspace and address: inviting an address again keeps its id (links
   * already mailed stay good) and takes the new role, inviter and time.
   */
  upsertInvite(workspaceId: number, email: string, role: string, invitedBy: number) {
    const now = nowIso();
    return this.db
      .insertInto('workspace_invites')
      .values({
        id: randomUUID(),
        workspace_id: workspaceId,
        email,
        role,
        invited_by: invitedBy,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['workspace_id', 'email'])
          .doUpdateSet({ role, invited_by: invitedBy, created_at: now, updated_at: now }),
      )
      .returning(INVITE_COLUMNS)
      .executeTakeFirstOrThrow();
  }

  async touchInvite(inviteId: string): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('workspace_invites')
      .set({ created_at: now, updated_at: now })
      .where('id', '=', inviteId)
      .execute();
  }

  /** Answers whether the invitation was still there. */
  async deleteInvite(inviteId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('workspace_invites')
      .where('id', '=', inviteId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * The invited user joins: the invitation is used up and they become a member with its role
   * (a member already keeps the role they have). False when the invitation was gone: a second
   * join racing the first finds nothing to use.
   */
  async acceptInvite(
    invite: { id: string; workspace_id: number; role: string },
    userId: number,
  ): Promise<boolean> {
    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('workspace_invites')
        .where('id', '=', invite.id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await trx
        .insertInto('workspace_members')
        .values({
          workspace_id: invite.workspace_id,
          user_id: userId,
          is_owner: 0,
          role: invite.role,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
        .execute();
      return true;
    });
  }
}
