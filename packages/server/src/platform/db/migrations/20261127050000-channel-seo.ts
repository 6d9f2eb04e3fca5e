import type { Kysely } from 'kysely';

/** Catalog admin: a channel's SEO title and description for its public page. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per column: SQLite's ALTER TABLE adds one column at a time.
  await db.schema.alterTable('channels').addColumn('seo_title', 'varchar(200)').execute();
  await db.schema.alterTable('channels').addColumn('seo_description', 'varchar(500)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('channels').dropColumn('seo_title').execute();
  await db.schema.alterTable('channels').dropColumn('seo_description').execute();
}
