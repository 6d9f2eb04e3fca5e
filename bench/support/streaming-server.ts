// The built Tonearm server (packages/server/dist/main.js, `node scripts/build-server.mjs`) as a
// child process, as `npm run serve` starts it, on a prepared data folder holding one track whose
// audio is a file of random bytes: what bench/streaming.ts measures.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../packages/server/src/platform/config';
import { createDatabase } from '../../packages/server/src/platform/db/database';
import {
  BUILT_SERVER,
  BUILT_SERVER_ARGS,
  builtServerEnv,
} from '../../packages/server/src/test/built-server';
import { freePort } from '../../packages/server/src/test/free-port';
import { addBenchTrack } from './streaming-app';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BuiltStreamingServer {
  pid: number;
  origin: string;
  trackId: number;
  /** The plain `GET tracks/{id}/stream` URL (the full API pipeline). */
  streamUrl: string;
  /** The file's folder (storage/uploads) and its key in it. */
  uploads: string;
  key: string;
  dir: string;
  close: () => Promise<void>;
}

/** A fresh SQLite data folder, migrated and seeded, with one track pointing at the file. */
async function prepareData(size: number): Promise<{ dir: string; trackId: number; key: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-stream-'));
  // nginx workers run as an unprivileged user: let them read the file.
  fs.chmodSync(dir, 0o755);
  const key = 'bench/track.wav';
  const file = path.join(dir, 'storage', 'uploads', key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, crypto.randomBytes(size));

  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, ADMIN_PASSWORD: 'bench-pass' });
  const db = createDatabase(config.database);
  try {
    return { dir, trackId: await addBenchTrack(db, config, key, size), key };
  } finally {
    await db.destroy();
  }
}

/** Polls the health route until the server answers; a slow start is waited for, not fatal. */
async function waitUntilReady(child: ChildProcess, origin: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server was not ready in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function startBuiltStreamingServer(options: {
  size: number;
  /** More options for node (e.g. `--cpu-prof` to see where a request's time goes). */
  nodeArgs?: string[];
}): Promise<BuiltStreamingServer> {
  if (!fs.existsSync(BUILT_SERVER)) {
    throw new Error('No built server: run `node scripts/build-server.mjs` first.');
  }
  const { dir, trackId, key } = await prepareData(options.size);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...BUILT_SERVER_ARGS], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...builtServerEnv({ port, dataDir: dir, seedDemo: false }),
      // wrk's requests all come from one address: the plain route's limit must not refuse them.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    // Under load a cold start (reading the bundle and its dependencies) can take a minute.
    await waitUntilReady(child, origin, 180_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    pid: child.pid!,
    origin,
    trackId,
    streamUrl: `${origin}/api/v1/tracks/${trackId}/stream`,
    uploads: path.join(dir, 'storage', 'uploads'),
    key,
    dir,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
