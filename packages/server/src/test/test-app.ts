import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { buildApp } from '../app';
import { createServices, type Services } from '../container';
import { loadConfig, type AppConfig } from '../platform/config';
import { seedDefaults } from '../seed/seed-defaults';
import { createTestDatabase, type TestDatabase } from './test-database';
import { COOKIES, XSRF_HEADER } from '@tonearm/shared/constants';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  config: AppConfig;
  database: TestDatabase;
  close: () => Promise<void>;
}

const quietLog = { info: () => {}, warn: () => {} };

/**
 * The real app on a fresh seeded database. `env` overrides environment variables; `routes`
 * adds test-only routes, registered before `ready()` because Fastify refuses routes after it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  routes?: FastifyPluginAsync,
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Logs and files of this app stay in a folder of its own, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-data-'));
  const config: AppConfig = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'admin@test.local',
      ADMIN_PASSWORD: 'admin-password',
      DATA_DIR: dataDir,
      // Every injected request comes from 127.0.0.1: the per-address limits of login and
      // forgot-password would make suites interfere. Tests of the limits set them back.
      LOGIN_MAX_FAILURES_PER_IP: '10000',
      FORGOT_PASSWORD_MAX_PER_IP: '10000',
      // Lets a suite opt in to TEST_ALLOW_PRIVATE_NETWORK_REQUESTS for its local stand-ins.
      NODE_ENV: 'test',
      // Not packages/web/dist: whether a build is there (or being written, as `npm test` builds
      // while these suites run) must not change what a test sees. Suites that serve pages make
      // a stand-in (createWebDist).
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...env,
    }),
    database: database.config,
  };
  const services = createServices(database.db, config);
  let app: FastifyInstance | undefined;
  try {
    await seedDefaults(services, config, quietLog);
    app = await buildApp(config, { db: database.db });
    if (routes) await app.register(routes);
    await app.ready();
  } catch (error) {
    // A suite whose app cannot start still leaves no database behind.
    await app?.close().catch(() => undefined);
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    services,
    config,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function parseSetCookies(response: LightMyRequestResponse): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const c of response.cookies as { name: string; value: string }[]) jar[c.name] = c.value;
  return jar;
}

/**
 * A browser-like client: keeps cookies and, like the web client, echoes the XSRF-TOKEN cookie
 * in X-XSRF-TOKEN on writes (turn that off with `csrf: false`).
 */
export class TestClient {
  readonly cookies: Record<string, string> = {};

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...inject } = options;
    const method = (inject.method ?? 'GET').toUpperCase();
    if (csrf && method !== 'GET' && method !== 'HEAD' && !this.cookies[COOKIES.xsrf]) {
      // A first visit, as a browser would make before posting anything.
      await this.request({ method: 'GET', url: '/api/v1/health' });
    }
    const headers: Record<string, string> = {
      ...(inject.headers as Record<string, string> | undefined),
    };
    if (csrf && method !== 'GET' && method !== 'HEAD' && this.cookies[COOKIES.xsrf]) {
      headers[XSRF_HEADER] ??= this.cookies[COOKIES.xsrf]!;
    }
    const response = await this.app.inject({
      ...inject,
      headers,
      cookies: { ...this.cookies, ...(inject.cookies ?? {}) },
    });
    Object.assign(this.cookies, parseSetCookies(response));
    return response;
  }

  get(url: string, options: Omit<InjectOptions, 'url' | 'method'> = {}) {
    return this.request({ ...options, method: 'GET', url });
  }

  post(
    url: string,
    payload?: unknown,
    options: Omit<InjectOptions, 'url' | 'method' | 'payload'> & { csrf?: boolean } = {},
  ) {
    return this.request({
      ...options,
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
    });
  }
}
