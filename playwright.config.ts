import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * One server, built once (`npm run test:e2e` builds the web app first), on a fresh database;
 * specs run in parallel, each in its own browser context.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '.vitest-results/e2e.json' }]]
    : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Loading spinners and skeletons stop instead of keeping Chromium's compositor drawing.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx e2e/support/start-server.ts',
    url: `${E2E_BASE_URL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.e2e-data',
      ADMIN_EMAIL: 'admin@tonearm.test',
      ADMIN_PASSWORD: 'admin-password',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every spec calls from 127.0.0.1: the per-address limits of login (100 failures in 10
      // minutes) and forgot-password (20 an hour) would make specs fail each other.
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      FORGOT_PASSWORD_MAX_PER_IP: '100000',
    },
  },
});
