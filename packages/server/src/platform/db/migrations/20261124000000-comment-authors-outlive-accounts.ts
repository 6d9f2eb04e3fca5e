import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres, timestampType, withId, withTimestamps } from '../dialect-helpers';

type UserIdColumn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/**
 * A comment no longer goes with its author's account: `comments.user_id` becomes nullable with
 * ON DELETE SET NULL. Before an account goes, the app turns the author's answered comments into
 * tombstones and deletes the rest; the cascade took every reply under them, other people's too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const nullable: UserIdColumn = (col) => col.references('users.id').onDelete('set null');
  if (isPostgres(db)) {
    await dropUserForeignKeys(db);
    await db.schema
      .alterTable('comments')
      .alterColumn('user_id', (col) => col.dropNotNull())
      .execute();
    await db.schema
      .alterTable('comments')
      .addForeignKeyConstraint('comments_user_id_fkey', ['user_id'], 'users', ['id'], (fk) =>
        fk.onDelete('set null'),
      )
      .execute();
  } else {
    await rebuildSqliteComments(db, nullable);
  }
}

/**
 * The old schema cannot hold a comment without an author: those tombstones go, and the replies
 * under them with them, which is what deleting the account did before this migration.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from comments where id in (
      with recursive orphaned(id) as (
        select id from comments where user_id is null
        union
        select child.id from comments child join orphaned on child.parent_id = orphaned.id
      )
      select id from orphaned
    )`.execute(db);
  const cascading: UserIdColumn = (col) => col.notNull().references('users.id').onDelete('cascade');
  if (isPostgres(db)) {
    await dropUserForeignKeys(db);
    await db.schema
      .alterTable('comments')
      .alterColumn('user_id', (col) => col.setNotNull())
      .execute();
    await db.schema
      .alterTable('comments')
      .addForeignKeyConstraint('comments_user_id_fkey', ['user_id'], 'users', ['id'], (fk) =>
        fk.onDelete('cascade'),
      )
      .execute();
  } else {
    await rebuildSqliteComments(db, cascading);
  }
}

/**
 * Every foreign key from comments.user_id to users, whatever it was named: the catalog
 * migration declared it inline, so PostgreSQL chose the name.
 */
async function dropUserForeignKeys(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select con.conname as name
    from pg_constraint con
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
    where con.conrelid = 'comments'::regclass
      and con.confrelid = 'users'::regclass
      and con.contype = 'f'
      and att.attname = 'user_id'`.execute(db);
  for (const { name } of rows) {
    await db.schema.alterTable('comments').dropConstraint(name).execute();
  }
}

/**
 * SQLite cannot change a column's constraints in place: the table is rebuilt the way
 * https://sqlite.org/lang_altertable.html#otheralter describes. Foreign keys are off meanwhile
 * (they cannot be switched inside a transaction, and Kysely runs SQLite migrations outside
 * one): dropping the old table would otherwise delete its rows, and the cascade would follow
 * `parent_id` into the copy, which names the table `comments`.
 */
async function rebuildSqliteComments(db: Kysely<unknown>, userId: UserIdColumn): Promise<void> {
  if (db.isTransaction) {
    throw new Error('Rebuilding comments needs foreign keys off, which a transaction prevents.');
  }
  const { rows: pragma } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const foreignKeysWereOn = pragma[0]?.foreign_keys === 1;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      // Indexes and triggers go with the old table; whatever is attached to it comes back.
      const { rows: attached } = await sql<{ sql: string }>`
        select sql from sqlite_master
        where tbl_name = 'comments' and type in ('index', 'trigger') and sql is not null
        order by type = 'trigger', name`.execute(trx);
      const { rows: sequence } = await sql<{ seq: number }>`
        select seq from sqlite_sequence where name = 'comments'`.execute(trx);

      await withTimestamps(
        trx,
        withId(trx, trx.schema.createTable('comments_new'))
          .addColumn('track_id', 'integer', (col) =>
            col.notNull().references('tracks.id').onDelete('cascade'),
          )
          .addColumn('user_id', 'integer', userId)
          .addColumn('content', 'text', (col) => col.notNull())
          .addColumn('position_ms', 'integer')
          // Names the table the copy becomes: `comments`.
          .addColumn('parent_id', 'integer', (col) =>
            col.references('comments.id').onDelete('cascade'),
          ),
      )
        .addColumn('deleted_at', timestampType(trx))
        .execute();
      const columns = sql.raw(
        'id, track_id, user_id, content, position_ms, parent_id, created_at, updated_at, deleted_at',
      );
      await sql`insert into comments_new (${columns}) select ${columns} from comments`.execute(trx);
      await trx.schema.dropTable('comments').execute();
      await trx.schema.alterTable('comments_new').renameTo('comments').execute();
      for (const { sql: statement } of attached) await sql.raw(statement).execute(trx);

      // The copy's counter starts at its highest id; ids of comments deleted before stay unused.
      const lastId = sequence[0]?.seq;
      if (lastId !== undefined) {
        await sql`delete from sqlite_sequence where name = 'comments'`.execute(trx);
        await sql`
          insert into sqlite_sequence (name, seq)
          values ('comments', max(${lastId}, coalesce((select max(id) from comments), 0)))`.execute(
          trx,
        );
      }

      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length) {
        throw new Error(`Rebuilding comments broke foreign keys: ${JSON.stringify(broken)}`);
      }
    });
  } finally {
    if (foreignKeysWereOn) await sql`pragma foreign_keys = on`.execute(db);
  }
}
