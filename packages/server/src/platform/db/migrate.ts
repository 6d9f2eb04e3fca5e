import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './database';
import { isPostgres } from './dialect-helpers';

/** Reads migrations/ in name order; the names are timestamps. */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const { readdir } = await import('node:fs/promises');
    const folder = new URL('./migrations/', import.meta.url);
    const files = (await readdir(folder)).filter((file) => /^\d{14}-[\w-]+\.ts$/.test(file)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.ts$/, '')] = (await import(
        new URL(file, folder).href
      )) as Migration;
    }
    return migrations;
  }
}

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
    provider: new FolderMigrationProvider(),
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
