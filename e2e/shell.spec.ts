import { expect, test } from '@playwright/test';

test.describe('the shell for a guest', () => {
  test('shows the navbar with the logo, the primary menu, Login and Register', async ({ page }) => {
    await page.goto('/');
    const navbar = page.getByTestId('navbar');
    await expect(navbar.getByTestId('site-logo')).toBeVisible();
    const nav = navbar.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Search' })).toBeVisible();
    // The admin item needs admin.access, which guests lack (menu visibility).
    await expect(nav.getByRole('link', { name: 'Admin area' })).toHaveCount(0);
    await expect(navbar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(navbar.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page).toHaveTitle('Tonearm');
  });

  test('the landing page shows its sections and the auth-page-footer menu', async ({ page }) => {
    await page.goto('/landing');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Music for every moment' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start listening' })).toBeVisible();
    const footer = page.getByTestId('site-footer');
    await expect(footer).toContainText('Tonearm');
    // The policy links lead to the seeded custom pages.
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/pages/privacy-policy',
    );
  });

  test('loads every page without a Content-Security-Policy violation or script error', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // One-segment paths are channel pages: an unknown one asks the API first, and
    // Chromium logs that 404 answer; a deeper unknown path is the router's own not-found page.
    for (const path of ['/', '/landing', '/this/page/does/not/exist']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
});

test.describe('themes', () => {
  test('the guest theme toggle switches to dark and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(html).toHaveClass(/dark/);
    // The class lands a frame before the restyle under load: wait for the dark background.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(18, 18, 22)');
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Light mode' })).toBeVisible();
  });

  test('"system" follows the operating system preference on first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByTestId('site-logo')).toHaveAttribute('data-variant', 'dark');
  });
});

test.describe('route errors', () => {
  test('an unknown path shows the 404 page whose link leads home', async ({ page }) => {
    await page.goto('/this/page/does/not/exist');
    await expect(
      page.getByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Take me there!' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('/404 is the not-found page too', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });
});

test.describe('cookie notice', () => {
  test('stays accepted after a reload', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_notice');
    // Acceptance lasts 30 days.
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows the compact navbar, the mobile logo and a drawer with the menu', async ({ page }) => {
    await page.goto('/');
    const navbar = page.getByTestId('navbar');
    // Navbar heights: xs 48 on a phone, sm 54 on a small tablet, md 64 from 768 px.
    expect((await navbar.boundingBox())!.height).toBe(48);
    await page.setViewportSize({ width: 700, height: 844 });
    await expect.poll(async () => (await navbar.boundingBox())!.height).toBe(54);
    await page.setViewportSize({ width: 1024, height: 844 });
    await expect.poll(async () => (await navbar.boundingBox())!.height).toBe(64);
    await page.setViewportSize({ width: 390, height: 844 });
    const logoSource = await page
      .getByTestId('site-logo')
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(logoSource).toContain('logo-mobile-light.svg');
    await expect(navbar.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(drawer.getByRole('link', { name: 'Search' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(drawer).toBeHidden();
  });
});
