import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createServices } from '../../packages/server/src/container';
import { loadConfig } from '../../packages/server/src/platform/config';
import { createDatabase } from '../../packages/server/src/platform/db/database';
import { copyTemplate } from './data-template';
import { SERVER_ARGS } from './server-command';

export interface DedicatedServer {
  url: string;
  /** Writes site settings the way the admin's settings screen stores them. */
  updateSettings: (values: Record<string, unknown>) => Promise<void>;
  createUser: (user: { email: string; password: string; name: string }) => Promise<number>;
  close: () => Promise<void>;
}

const ADMIN = { email: 'admin@tonearm.test', password: 'admin-password' };

/**
 * The real server on a fresh database of its own, for a spec that must change site settings
 * without other specs (running in parallel on the shared server) seeing it.
 */
export async function startDedicatedServer(name: string, port: number): Promise<DedicatedServer> {
  const dataDir = path.resolve(`.e2e-data-${name}-${port}`);
  await copyTemplate('demo', dataDir);
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Specs point the server at local stand-ins (an OpenID provider on 127.0.0.1 over http),
    // which the outbound guard lets through only in a test run.
    NODE_ENV: 'test',
    TEST_ALLOW_PRIVATE_NETWORK_REQUESTS: 'true',
  };
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${name} server exited early`);
    const ready = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The ${name} server did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const config = loadConfig(env);
  const db = createDatabase(config.database);
  const services = createServices(db, { ...config, logLevel: 'silent' });
  return {
    url,
    updateSettings: (values) => services.settings.update(values),
    createUser: async (user) =>
      (
        await services.users.create({
          ...user,
          email_verified_at: new Date().toISOString(),
        })
      ).id,
    close: async () => {
      await db.destroy();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
