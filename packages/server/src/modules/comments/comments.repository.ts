import type { DB } from '../../platform/db/database';
import { isPostgres } from '../../platform/db/dialect-helpers';
import { fetchPage } from '../../platform/db/list-query';
import { chunks } from '../../platform/db/statement-chunks';

/**
 * The columns a comment is presented from, the author's included: null for a tombstone whose
 * author's account is gone, so reads join users with a left join.
 */
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

  /**
   * Runs `work` in one transaction, with a repository bound to it: a new one, or `within`, a
   * transaction another module opened (deleting an account runs the comments' part in its own).
   */
  async transaction<T>(work: (repo: CommentsRepository) => Promise<T>, within?: DB): Promise<T> {
    const db = within ?? this.db;
    if (db.isTransaction) return work(new CommentsRepository(db));
    return db.transaction().execute((trx) => work(new CommentsRepository(trx)));
  }

  /** The track's visibility columns (visibility.ts decides), or undefined when there is none. */
  async trackVisibility(trackId: number) {
    return this.db
      .selectFrom('tracks')
      .select(['id', 'status', 'public', 'release_at', 'user_id'])
      .where('id', '=', trackId)
      .executeTakeFirst();
  }

  /** The track's name and uploader, for the notification of a comment on it. */
  async trackForNotice(trackId: number) {
    return this.db
      .selectFrom('tracks')
      .select(['id', 'name', 'user_id'])
      .where('id', '=', trackId)
      .executeTakeFirst();
  }

  /** Top-level comments, newest first; tombstones keep their place (they still head a thread). */
  async page(trackId: number, limit: number, offset: number) {
    const base = this.db
      .selectFrom('comments as c')
      .where('c.track_id', '=', trackId)
      .where('c.parent_id', 'is', null);
    return fetchPage(
      this.db,
      base
        .leftJoin('users as u', 'u.id', 'c.user_id')
        .select(commentColumns)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc'),
      { limit, offset },
      base,
    );
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
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .select([...commentColumns, 'thread.root_id'])
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute();
  }

  async find(id: number) {
    return this.db
      .selectFrom('comments as c')
      .leftJoin('users as u', 'u.id', 'c.user_id')
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

  /**
   * Takes the author's row for a new comment; false when the account is gone. Deleting an
   * account locks the user's row and then their comments, so a comment takes its author first
   * and only then the comment it answers: in the other order a reply holding its parent and
   * waiting for its author's row, against a deletion holding that row and waiting for the
   * parent, deadlocked on PostgreSQL. KEY SHARE is what the insert's foreign key takes anyway; it
   * waits for a deletion, and a deletion waits for it. SQLite runs one write transaction at a
   * time.
   */
  async lockAuthor(userId: number): Promise<boolean> {
    const query = this.db.selectFrom('users').select('id').where('id', '=', userId);
    return !!(await (isPostgres(this.db) ? query.forKeyShare() : query).executeTakeFirst());
  }

  /**
   * Every comment the user wrote, tombstones included, with the comment it answers. On
   * PostgreSQL they stay locked until the transaction ends, so no reply lands under one of them
   * unseen while their fate is decided (a reply locks its parent the same way).
   */
  async lockAuthoredBy(userId: number): Promise<{ id: number; parent_id: number | null }[]> {
    const query = this.db
      .selectFrom('comments')
      .select(['id', 'parent_id'])
      .where('user_id', '=', userId)
      .orderBy('id');
    return (isPostgres(this.db) ? query.forUpdate() : query).execute();
  }

  /**
   * The user's comments with a live comment by someone else anywhere below them: a direct
   * reply, or one under a reply (the user's own, or a tombstone) to them.
   */
  async answeredByOthers(userId: number): Promise<number[]> {
    const rows = await this.db
      .withRecursive('below(root_id, id)', (db) =>
        db
          .selectFrom('comments')
          .select(['id as root_id', 'id'])
          .where('user_id', '=', userId)
          .unionAll(
            db
              .selectFrom('comments as child')
              .innerJoin('below', 'below.id', 'child.parent_id')
              .select(['below.root_id', 'child.id']),
          ),
      )
      .selectFrom('below')
      .innerJoin('comments as c', 'c.id', 'below.id')
      .select('below.root_id')
      .distinct()
      .where('c.user_id', '<>', userId)
      .where('c.deleted_at', 'is', null)
      .execute();
    return rows.map((row) => Number(row.root_id));
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

  /**
   * Tombstones that no longer name their author (the account is going); one that already was
   * a tombstone keeps the time it was deleted.
   */
  async markDeletedWithoutAuthor(ids: number[]): Promise<void> {
    const now = new Date().toISOString();
    for (const chunk of chunks(ids)) {
      await this.db
        .updateTable('comments')
        .set((eb) => ({
          content: '',
          position_ms: null,
          user_id: null,
          deleted_at: eb.fn.coalesce('deleted_at', eb.val(now)),
          updated_at: now,
        }))
        .where('id', 'in', chunk)
        .execute();
    }
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('comments').where('id', '=', id).execute();
  }

  /** Deletes the comments, and through `parent_id` every reply under them. */
  async deleteMany(ids: number[]): Promise<void> {
    for (const chunk of chunks(ids)) {
      await this.db.deleteFrom('comments').where('id', 'in', chunk).execute();
    }
  }
}
