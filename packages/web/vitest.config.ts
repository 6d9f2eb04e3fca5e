import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import {
  configDefaults,
  defineConfig,
  defineProject,
  type UserWorkspaceConfig,
} from 'vitest/config';

const root = import.meta.dirname;
const include = ['src/**/*.test.{ts,tsx}'];

/**
 * Test files that replace a module with `vi.mock`. They run each in a fresh module graph; every
 * other file shares its worker's jsdom and modules with the files before it, which makes the web
 * suite about five times cheaper (a fresh jsdom and React import cost ~2 s of CPU a file) and is
 * safe because every test's state is reset after it (src/test/setup.ts). A mock would leak into
 * the files after it, so a file that mocks is found by reading it, not by a list to keep.
 */
const mocking = fs
  .globSync(include, { cwd: root })
  .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));

function webProject(name: string, options: UserWorkspaceConfig['test']) {
  return defineProject({
    plugins: [react()],
    resolve: { alias: { '@': path.resolve(root, 'src') } },
    test: {
      name,
      root,
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      // jsdom renders share two cores with the server suites and the web build: 5 s is too tight.
      testTimeout: 15_000,
      ...options,
    },
  });
}

/** The web suite's two projects, run by the root config beside the server's. */
export const webProjects = [
  webProject('web', { include, exclude: [...configDefaults.exclude, ...mocking], isolate: false }),
  webProject('web:mocks', { include: mocking }),
];

/** `npx vitest` inside packages/web runs the web suite alone. */
export default defineConfig({ test: { projects: webProjects } });
