import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrate';

/**
 * A migrated database made once per test run, which every suite copies instead of running
 * every migration again: a SQLite file copied byte for byte, or a PostgreSQL database used as
 * `CREATE DATABASE … TEMPLATE`. Made by the server projects' global setup; a suite run without
 * it (another runner, a single file through another config) migrates its own database.
 */
export type DatabaseTemplate =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null;
  }
}

/** The same server with another database name. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function runAsAdmin<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTemplate(
  dialect: 'sqlite' | 'postgres',
  postgresUrl?: string,
): Promise<{ template: DatabaseTemplate; dispose: () => Promise<void> }> {
  if (dialect === 'postgres') {
    if (!postgresUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
    const database = `tonearm_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    await runAsAdmin(postgresUrl, (client) => client.query(`CREATE DATABASE "${database}"`));
    const db = createDatabase({
      dialect: 'postgres',
      url: withDatabaseName(postgresUrl, database),
    });
    try {
      await migrateToLatest(db);
    } finally {
      // A template may have no connection open while it is copied.
      await db.destroy();
    }
    return {
      template: { dialect, url: postgresUrl, database },
      // Every suite has ended: drop the template and any copy a suite left behind.
      dispose: () =>
        runAsAdmin(postgresUrl, async (client) => {
          const { rows } = await client.query<{ datname: string }>(
            `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
            [database, `${database}\\_%`],
          );
          for (const { datname } of rows)
            await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        }),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-template-'));
  const file = path.join(dir, 'template.sqlite');
  const db = createDatabase({ dialect: 'sqlite', file });
  await migrateToLatest(db);
  await db.destroy();
  // Closing the last connection checkpoints the WAL: the one file is now the whole database.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  return {
    template: { dialect, file },
    dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
