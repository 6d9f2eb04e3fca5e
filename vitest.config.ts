import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { webProjects } from './packages/web/vitest.config';

const postgres = process.env.TEST_DATABASE_URL;
// CI runs the API suite on both databases: a CI run without PostgreSQL is a broken CI run.
if (process.env.CI && !postgres)
  throw new Error('CI runs the API suite on PostgreSQL too: set TEST_DATABASE_URL');
// Migrates one template database per dialect, which every suite copies.
const serverSetup = 'packages/server/src/test/global-setup.ts';

/**
 * Server test files that reach no database (parsers, policies, gateways against their
 * stand-ins, storage) give the same answer on either dialect: they run once, in the
 * `server` project, where opening a test database throws (test-database.ts), so a file that
 * starts to need SQL fails until this pattern sees it. Every other file runs on both dialects.
 */
const REACHES_SQL =
  /use-test-app|test-app'|test-database|use-started|built-server|database-template|server-process|factories|platform\/db|db\/database|TEST_DIALECT|testDialect|Kysely/;
const serverFiles = globSync('packages/server/src/**/*.test.ts').filter(
  (file) => !file.includes('node_modules'),
);
const sqlFiles = serverFiles.filter((file) => REACHES_SQL.test(readFileSync(file, 'utf8')));
const dialectFreeFiles = serverFiles.filter((file) => !sqlFiles.includes(file));

/**
 * One run, every unit and API test: shared (pure), web (jsdom), the API suite on SQLite and,
 * when TEST_DATABASE_URL is set, the same API suite again on PostgreSQL.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The suites
    // mostly wait (databases, servers, timers, password hashing), so more run side by side.
    maxWorkers: 3,
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.vitest-results/results.json' }]]
      : ['default'],
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: dialectFreeFiles,
          environment: 'node',
          env: { TEST_DIALECT: 'none' },
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server:sqlite',
          include: sqlFiles,
          environment: 'node',
          env: { TEST_DIALECT: 'sqlite' },
          globalSetup: [serverSetup],
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'server:postgres',
                include: sqlFiles,
                environment: 'node',
                env: { TEST_DIALECT: 'postgres', TEST_DATABASE_URL: postgres },
                globalSetup: [serverSetup],
                isolate: false,
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
      ...webProjects,
    ],
  },
});
