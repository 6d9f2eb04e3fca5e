import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../packages/server/src/test/free-port';
import { SERVER_ARGS } from './server-command';

/**
 * Servers of an e2e run start from a copy of a data folder (SQLite database and stored files)
 * that one server migrated and seeded once, instead of each migrating, seeding and
 * synthesising the demo catalog's audio again. The run's first server (start-server.ts) clears
 * the templates, so a run never starts from an older run's schema or seed.
 */
export type TemplateKind = 'demo' | 'empty';

export const TEMPLATES_DIR = path.resolve('.e2e-templates');
export const E2E_ADMIN = { email: 'admin@tonearm.test', password: 'admin-password' };

export { freePort };

/** The environment every e2e server process starts with: where it listens and stores, its admin. */
export function e2eServerEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a server on `dataDir`, waits until it answers, and stops it: migrated and seeded. */
async function seedDataDir(dataDir: string, kind: TemplateKind): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_ARGS, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...e2eServerEnv(port, dataDir), SEED_DEMO: kind === 'demo' ? 'true' : 'false' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The template server exited:\n${stderr}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`The template server did not start:\n${stderr}`);
      await sleep(200);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * The template folder of this kind, made by the first caller of the run; callers in other
 * processes (Playwright workers) wait for it. Creating a folder is atomic, so it is the lock.
 */
export async function ensureTemplate(kind: TemplateKind): Promise<string> {
  const ready = path.join(TEMPLATES_DIR, kind);
  const lock = `${ready}.lock`;
  fs.mkdirSync(TEMPLATES_DIR, { recursive: true });
  for (const deadline = Date.now() + 240_000; !fs.existsSync(ready);) {
    let owner = false;
    try {
      fs.mkdirSync(lock);
      owner = true;
    } catch {
      // Another process is making it.
    }
    if (owner) {
      const building = `${ready}.building-${process.pid}`;
      try {
        fs.rmSync(building, { recursive: true, force: true });
        await seedDataDir(building, kind);
        // The server is stopped, so the database is one file again (its WAL checkpointed).
        fs.renameSync(building, ready);
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
      break;
    }
    if (Date.now() > deadline) throw new Error(`The ${kind} e2e template was not made in time`);
    await sleep(250);
  }
  return ready;
}

/** A fresh data folder at `dataDir`, copied from the template of that kind. */
export async function copyTemplate(kind: TemplateKind, dataDir: string): Promise<void> {
  const template = await ensureTemplate(kind);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(template, dataDir, { recursive: true });
}
