import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const base = 'http://localhost:3999';
async function shot(
  name,
  { width = 1366, height = 850, scheme = 'light', login = false, act } = {},
  path = '/',
) {
  const ctx = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(name, m.text()));
  if (login) {
    await page.goto(base + '/login');
    await page.getByLabel('Email').fill('admin@tonearm.test');
    await page.getByLabel('Password').fill('admin-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/admin/);
  }
  await page.goto(base + path, { waitUntil: 'networkidle' });
  if (act) await act(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  await ctx.close();
}
await shot('login', {}, '/login');
await shot('login-dark-mobile', { width: 390, height: 844, scheme: 'dark' }, '/login');
await shot('landing', {}, '/landing');
await shot('landing-dark', { scheme: 'dark' }, '/landing');
await shot('home-user-menu', {
  login: true,
  act: async (p) => p.getByTestId('user-menu-trigger').click(),
});
await shot('home-dark-notifs', {
  login: true,
  scheme: 'dark',
  act: async (p) => p.getByRole('button', { name: 'Notifications' }).click(),
});
await shot('mobile-drawer', {
  width: 390,
  height: 844,
  act: async (p) => p.getByRole('button', { name: 'Open menu' }).click(),
});
await shot('toast', {
  login: true,
  act: async (p) => {
    await p.route('**/auth/logout*', (r) =>
      r.fulfill({ status: 500, json: { message: 'Logging out is unavailable right now.' } }),
    );
    await p.getByTestId('user-menu-trigger').click();
    await p.getByRole('menuitem', { name: 'Log out' }).click();
  },
});
await shot('error-dialog', {
  login: true,
  act: async (p) => {
    await p.route('**/auth/logout*', (r) =>
      r.fulfill({
        status: 500,
        json: {
          exception: 'TypeError',
          message: "Cannot read properties of undefined (reading 'id')",
          totalVendorGroups: 1,
          trace: [
            {
              path: 'packages/server/src/modules/auth/auth.service.ts',
              method: 'AuthService.logout',
              lineNumber: 42,
              codeSnippet: {
                40: '  async logout(session) {',
                41: '    const user = undefined;',
                42: '    return user.id;',
                43: '  }',
              },
              vendor: false,
            },
            {
              path: 'node_modules/fastify/lib/handle-request.js',
              method: 'handler',
              lineNumber: 10,
              codeSnippet: {},
              vendor: 'fastify',
            },
          ],
        },
      }),
    );
    await p.getByTestId('user-menu-trigger').click();
    await p.getByRole('menuitem', { name: 'Log out' }).click();
  },
});
await shot('api-docs', { login: true }, '/api-docs');
await browser.close();
