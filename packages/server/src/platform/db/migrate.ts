import { Migrator, sql, type MigrationProvider } from 'kysely';
import type { DB } from './database';
import { isPostgres } from './dialect-helpers';
import { MIGRATIONS } from './migrations/index';

/** The migrations the server was built with (migrations/index.ts). */
const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/**
 * Without a schema, Kysely decides whether its migration tables exist by looking in every
 * schema of the database, so a second app (or test suite) in another schema makes it skip
 * creating them and then fail to find them. Name the connection's own schema.
 */
async function migrationTableSchema(db: DB): Promise<{ migrationTableSchema?: string }> {
  if (!isPostgres(db)) return {};
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  const schema = rows[0]?.schema;
  return schema ? { migrationTableSchema: schema } : {};
}

export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    ...(await migrationTableSchema(db)),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
