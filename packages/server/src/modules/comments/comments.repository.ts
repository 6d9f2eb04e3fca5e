import type { DB } from '../../platform/db/database';

export class CommentsRepository {
  constructor(private readonly db: DB) {}

  async trackExists(trackId: number): Promise<boolean> {
    return !!(await this.db
      .selectFrom('tracks')
      .select('id')
      .where('id', '=', trackId)
      .executeTakeFirst());
  }

  async page(trackId: number, limit: number, offset: number) {
    const base = this.db
      .selectFrom('comments as c')
      .where('c.track_id', '=', trackId)
      .where('c.parent_id', 'is', null);
    const [rows, total] = await Promise.all([
      base
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select([
          'c.id',
          'c.content',
          'c.position_ms',
          'c.parent_id',
          'c.created_at',
          'u.id as user_id',
          'u.name as user_name',
          'u.image as user_image',
        ])
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /**
   * Every reply under the given top-level comments, replies to replies included, each with the
   * id of the top-level comment it belongs to (`root_id`); oldest first.
   */
  async threads(rootIds: number[]) {
    if (!rootIds.length) return [];
    return this.db
      .withRecursive('thread(id, root_id)', (db) =>
        db
          .selectFrom('comments')
          .select(['id', 'parent_id as root_id'])
          .where('parent_id', 'in', rootIds)
          .unionAll(
            db
              .selectFrom('comments as child')
              .innerJoin('thread', 'thread.id', 'child.parent_id')
              .select(['child.id', 'thread.root_id']),
          ),
      )
      .selectFrom('thread')
      .innerJoin('comments as c', 'c.id', 'thread.id')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'c.id',
        'c.content',
        'c.position_ms',
        'c.parent_id',
        'c.created_at',
        'thread.root_id',
        'u.id as user_id',
        'u.name as user_name',
        'u.image as user_image',
      ])
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute();
  }

  async find(id: number) {
    return this.db
      .selectFrom('comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'c.id',
        'c.track_id',
        'c.content',
        'c.position_ms',
        'c.parent_id',
        'c.created_at',
        'u.id as user_id',
        'u.name as user_name',
        'u.image as user_image',
      ])
      .where('c.id', '=', id)
      .executeTakeFirst();
  }

  async create(values: {
    track_id: number;
    user_id: number;
    content: string;
    position_ms: number | null;
    parent_id: number | null;
  }): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('comments')
      .values({ ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('comments').where('id', '=', id).execute();
  }
}
