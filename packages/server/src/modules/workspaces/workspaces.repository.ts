import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';

export class WorkspacesRepository {
  constructor(private readonly db: DB) {}

  listForUser(userId: number) {
    return this.db
      .selectFrom('workspaces')
      .innerJoin('workspace_members as mine', 'mine.workspace_id', 'workspaces.id')
      .select((eb) => [
        'workspaces.id',
        'workspaces.name',
        eb
          .selectFrom('workspace_members as all_members')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('all_members.workspace_id', '=', 'workspaces.id')
          .as('members_count'),
      ])
      .where('mine.user_id', '=', userId)
      .orderBy('workspaces.id')
      .execute();
  }

  async isMember(workspaceId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('workspace_members')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return !!row;
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
          created_at: now,
          updated_at: now,
        })
        .execute();
      return workspace.id;
    });
  }
}
