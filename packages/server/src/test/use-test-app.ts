import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createWebApp } from './web-dist';

/**
 * Starts a test app before the suite it is called in and closes it after, sparing each suite
 * the same `let t; beforeAll(...); afterAll(...)` lines. The returned handle reads through to
 * the app once it exists, so it may be used in hooks and tests but not while the suite is
 * being collected. Hooks the suite declares after this call run once the app is up.
 */
export function useTestApp(env: Record<string, string> = {}, routes?: FastifyPluginAsync): TestApp {
  return useApp(() => createTestApp(env, routes));
}

/** As useTestApp, for an app that also serves pages from a stand-in web build. */
export function useWebApp(env: Record<string, string> = {}): TestApp {
  return useApp(() => createWebApp(env));
}

function useApp(start: () => Promise<TestApp>): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(() => current?.close());

  const started = (): TestApp => {
    if (!current) throw new Error('The test app starts in beforeAll: use it in hooks and tests');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get services() {
      return started().services;
    },
    get config() {
      return started().config;
    },
    get database() {
      return started().database;
    },
    close: () => started().close(),
  };
}
