import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import type { Database } from './schema';

export type DB = Kysely<Database>;

const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** Timestamps as ISO strings and counts as numbers, the same as SQLite gives. */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP) {
      return (value: string) => new Date(oid === PG_TIMESTAMP ? `${value}Z` : value).toISOString();
    }
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export function createDatabase(config: AppConfig['database']): DB {
  if (config.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      types: pgTypes,
      // Tests give each suite its own schema.
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
