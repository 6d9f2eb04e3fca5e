import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { copyTemplate, e2eServerEnv, freePort } from './data-template';
import { SERVER_ARGS } from './server-command';

// better-sqlite3 is the server's dependency (compiled once, into its workspace).
const requireFromServer = createRequire(
  new URL('../../packages/server/package.json', import.meta.url),
);
const Database = requireFromServer('better-sqlite3') as typeof BetterSqlite3;

export interface DedicatedServer {
  url: string;
  /** The server's own SQLite database, for test-only changes (settings, bans). */
  db: BetterSqlite3.Database;
  setSetting(name: string, value: unknown): void;
  /** A setting as stored (parsed), or undefined when never written. */
  getSetting(name: string): unknown;
  stop(): Promise<void>;
}

/**
 * A server of its own for a spec that must change site settings or send real mail, so the
 * shared e2e server (and every other spec) is unaffected: its own port, fresh database and
 * environment (MAIL_URL, ...). Uses the web app the run already built.
 */
export async function startDedicatedServer(env: Record<string, string>): Promise<DedicatedServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-e2e-'));
  // A server on PostgreSQL migrates and seeds its own database.
  if (!env.DATABASE_URL) await copyTemplate(env.SEED_DEMO === 'false' ? 'empty' : 'demo', dataDir);
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...e2eServerEnv(port, dataDir),
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The dedicated server exited:\n${stderr}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The dedicated server did not start:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const db = new Database(path.join(dataDir, 'tonearm.sqlite'));
  db.pragma('busy_timeout = 5000');
  return {
    url,
    db,
    setSetting(name, value) {
      const now = new Date().toISOString();
      db.prepare(
        `insert into settings (name, value, created_at, updated_at) values (?, ?, ?, ?)
         on conflict(name) do update set value = excluded.value, updated_at = excluded.updated_at`,
      ).run(name, JSON.stringify(value), now, now);
    },
    getSetting(name) {
      const row = db.prepare('select value from settings where name = ?').get(name) as
        { value: string } | undefined;
      return row ? (JSON.parse(row.value) as unknown) : undefined;
    },
    async stop() {
      db.close();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
