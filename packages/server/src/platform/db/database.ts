import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import type pg from 'pg';
import type { AppConfig } from '../config';
import { isPostgres } from './dialect-helpers';
import type { Database } from './schema';

export type DB = Kysely<Database>;

const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** Timestamps as ISO strings and counts as numbers, the same as SQLite gives. */
function typesOf(types: typeof pg.types): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP) {
        return (value: string) =>
          new Date(oid === PG_TIMESTAMP ? `${value}Z` : value).toISOString();
      }
      if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
      return types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

export function createDatabase(config: AppConfig['database']): DB {
  if (config.dialect === 'postgres') {
    // pg is loaded on the first query, so a SQLite install never loads it.
    const pool = async () => {
      const { default: pg } = await import('pg');
      return new pg.Pool({
        connectionString: config.url,
        max: 10,
        types: typesOf(pg.types),
        // Tests give each suite its own schema.
        ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
      });
    };
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  sqliteConnections.set(db, sqlite);
  return db;
}

/** The SQLite connection behind each SQLite database handle. */
const sqliteConnections = new WeakMap<DB, SQLite.Database>();

/**
 * Gives back the memory of SQLite's page cache. better-sqlite3 builds SQLite with a 16 MB cache
 * per connection, and writes (a page view records a visit) fill it with new pages until it is
 * full: a minute of page views from 20 clients left the server ~18 MB larger. The pages come
 * back from the system's file cache when next read. On PostgreSQL this does nothing: the
 * database server keeps its own memory.
 */
export function releaseDatabaseMemory(db: DB): void {
  sqliteConnections.get(db)?.pragma('shrink_memory');
}

/** Compiled statements kept per connection; enough for every query shape the app runs. */
const STATEMENT_CACHE_SIZE = 512;

/**
 * Kysely prepares every query afresh, and compiling the SQL costs more than running it for the
 * small lookups each request makes (a stream request's track row: ~60% of its database time).
 * Statements are reused by their SQL text, least recently used first out. Kysely runs one query
 * at a time on the connection, so a cached statement is never busy when it is handed out.
 */
export function withStatementCache(
  database: SQLite.Database,
  capacity = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(text) {
      let statement = statements.get(text);
      if (statement) {
        // Map keeps insertion order: moving the hit to the end makes the first key the oldest.
        statements.delete(text);
      } else {
        statement = database.prepare(text);
        if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
    close: () => database.close(),
  };
}

/** An arbitrary key naming Tonearm's start-up lock among the database's advisory locks. */
export const STARTUP_LOCK_KEY = 7_340_117;

/** SQLite serves one process, so queueing start-up work inside it is enough. */
let inProcessQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` while holding a database-wide lock on PostgreSQL, so app processes starting
 * together on an empty database migrate and seed one after the other instead of racing on the
 * same rows.
 */
export async function withStartupLock<T>(db: DB, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) {
    const run = inProcessQueue.then(work, work);
    inProcessQueue = run.catch(() => undefined);
    return run;
  }
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
