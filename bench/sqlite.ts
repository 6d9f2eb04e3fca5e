import { createRequire } from 'node:module';

/** The few better-sqlite3 calls the benchmarks use (the package lives in the server workspace). */
export interface RawStatement {
  run(...params: unknown[]): { lastInsertRowid: number | bigint };
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  pluck(): RawStatement;
}
export interface RawDatabase {
  prepare(sql: string): RawStatement;
  exec(sql: string): void;
  pragma(pragma: string): unknown;
  transaction<T>(fn: () => T): () => T;
  close(): void;
}

export function openSqlite(file: string, options: { readonly?: boolean } = {}): RawDatabase {
  const require = createRequire(new URL('../packages/server/package.json', import.meta.url));
  const SQLite = require('better-sqlite3') as new (file: string, options?: object) => RawDatabase;
  return new SQLite(file, options);
}
