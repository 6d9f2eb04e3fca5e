import type { DB } from '../../platform/db/database';
import { isPostgres } from '../../platform/db/dialect-helpers';

/** The columns a comment is presented from, the author's included. */
const commentColumns = [
  'c.id',
  'c.content',
  'c.position_ms',
  'c.parent_id',
  'c.deleted_at',
  'c.created_at',
  'u.id as user_id',
  'u.name as user_name',
  'u.image as user_image',
] as const;

export class CommentsRepository {
  constructor(private readonly db: DB) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  async transaction<T>(work: (repo: CommentsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new CommentsRepository(trx)));
  }

  async trackExists(trackId: number): Promise<boolean> {
    return !!(await this.db
      .selectFrom('tracks')
      .select('id')
      .where('id', '=', trackId)
      .executeTakeFirst());
  }

  /** Top-level comments, newest first; tombstones keep their place (they still head a thread). */
  async page(trackId: number, limit: number, offset: number) {
    const base = this.db
      .selectFrom('comments as c')
      .where('c.track_id', '=', trackId)
      .where('c.parent_id', 'is', null);
    const [rows, total] = await Promise.all([
      base
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(commentColumns)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** Comments on the track that are not deleted, replies included. */
  async liveCount(trackId: number): Promise<number> {
    const row = await this.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('track_id', '=', trackId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
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
      .select([...commentColumns, 'thread.root_id'])
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute();
  }

  async find(id: number) {
    return this.db
      .selectFrom('comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select([...commentColumns, 'c.track_id'])
      .where('c.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * The comment's row for a change that depends on its replies. On PostgreSQL the row is locked
   * until the transaction ends, so two replies deleted at once cannot both see the other one
   * still there and leave their tombstone behind, and a reply cannot be added to a comment
   * being removed; SQLite runs one write transaction at a time.
   */
  async findForUpdate(id: number) {
    const query = this.db
      .selectFrom('comments')
      .select(['id', 'track_id', 'user_id', 'parent_id', 'deleted_at'])
      .where('id', '=', id);
    return (isPostgres(this.db) ? query.forUpdate() : query).executeTakeFirst();
  }

  async hasReplies(id: number): Promise<boolean> {
    return !!(await this.db
      .selectFrom('comments')
      .select('id')
      .where('parent_id', '=', id)
      .limit(1)
      .executeTakeFirst());
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

  /** Keeps the row (its replies hang under it) without its words or position. */
  async markDeleted(id: number): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .updateTable('comments')
      .set({ content: '', position_ms: null, deleted_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('comments').where('id', '=', id).execute();
  }
}
