import type { FastifyPluginAsync } from 'fastify';
import { createTestApp, type TestApp } from './test-app';
import { useStarted } from './use-started';
import { createWebApp } from './web-dist';

/**
 * Environment variables for the app: given as a function when they are only known once an
 * earlier hook has run (an emulator's or a stand-in's address).
 */
export type TestAppEnv = Record<string, string> | (() => Record<string, string>);

const resolveEnv = (env: TestAppEnv) => (typeof env === 'function' ? env() : env);

/**
 * Starts a test app before the suite it is called in and closes it after, sparing each suite
 * the same `let t; beforeAll(...); afterAll(...)` lines. The returned handle reads through to
 * the app once it exists, so it may be used in hooks and tests but not while the suite is
 * being collected. Hooks the suite declares after this call run once the app is up.
 */
export function useTestApp(env: TestAppEnv = {}, routes?: FastifyPluginAsync): TestApp {
  return useApp(() => createTestApp(resolveEnv(env), routes));
}

/** As useTestApp, for an app that also serves pages from a stand-in web build. */
export function useWebApp(env: TestAppEnv = {}): TestApp {
  return useApp(() => createWebApp(resolveEnv(env)));
}

function useApp(start: () => Promise<TestApp>): TestApp {
  return useStarted(start, (app) => app.close());
}
