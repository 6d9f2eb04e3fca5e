// Tonearm on a fresh SQLite database in a temporary folder, with one track whose audio is a
// file of random bytes: what the streaming benchmarks serve.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../packages/server/src/app';
import { createServices } from '../../packages/server/src/container';
import { loadConfig, type AppConfig } from '../../packages/server/src/platform/config';
import { createDatabase, type DB } from '../../packages/server/src/platform/db/database';
import { migrateToLatest } from '../../packages/server/src/platform/db/migrate';
import { seedDefaults } from '../../packages/server/src/seed/seed-defaults';

export interface StreamingApp {
  app: FastifyInstance;
  port: number;
  /** GET tracks/{id}/stream of the track. */
  streamUrl: string;
  /** The file's folder (storage/uploads) and its key in it. */
  uploads: string;
  key: string;
  content: Buffer;
  dir: string;
  close: () => Promise<void>;
}

/** Migrates and seeds the database, and adds the one track whose audio is at `key`. */
export async function addBenchTrack(
  db: DB,
  config: AppConfig,
  key: string,
  size: number,
): Promise<number> {
  await migrateToLatest(db);
  await seedDefaults(createServices(db, config), config, { info: () => {}, warn: () => {} });
  const track = await db
    .insertInto('tracks')
    .values({
      name: 'Bench',
      duration_ms: 1000,
      audio_key: key,
      audio_mime: 'audio/wav',
      audio_size: size,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return track.id;
}

export async function startStreamingApp(options: { size: number }): Promise<StreamingApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-stream-'));
  // nginx workers run as an unprivileged user: let them read the file.
  fs.chmodSync(dir, 0o755);
  const uploads = path.join(dir, 'storage', 'uploads');
  fs.mkdirSync(path.join(uploads, 'bench'), { recursive: true });
  const key = 'bench/track.wav';
  const content = crypto.randomBytes(options.size);
  fs.writeFileSync(path.join(uploads, key), content);

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    ADMIN_PASSWORD: 'bench-password',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const db = createDatabase(config.database);
  const track = { id: await addBenchTrack(db, config, key, options.size) };
  const app = await buildApp(config, { db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    port,
    streamUrl: `http://127.0.0.1:${port}/api/v1/tracks/${track.id}/stream`,
    uploads,
    key,
    content,
    dir,
    close: async () => {
      await app.close();
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
