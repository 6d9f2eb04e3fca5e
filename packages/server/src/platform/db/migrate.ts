import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './database';

/** Reads migrations/ in name order; the names are timestamps (STYLE rule 5). */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const { readdir } = await import('node:fs/promises');
    const folder = new URL('./migrations/', import.meta.url);
    const files = (await readdir(folder)).filter((file) => /^\d{14}-[\w-]+\.ts$/.test(file)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.ts$/, '')] = (await import(new URL(file, folder).href)) as Migration;
    }
    return migrations;
  }
}

export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
