import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium, never a downloaded browser (DEVELOPERS.md). */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * One server, built once (`npm run test:e2e` builds the web app first), on a fresh database;
 * specs run in parallel, each in its own browser context.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '.vitest-results/e2e.json' }]]
    : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
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
    },
  },
});
