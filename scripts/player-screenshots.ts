// Development aid: the web player's screenshots (docs/screenshots) against a running server with
// the demo catalog. Usage: node --import tsx scripts/player-screenshots.ts <baseUrl> <outDir>
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';

const [baseUrl = 'http://127.0.0.1:3000', outDir = 'docs/screenshots'] = process.argv.slice(2);
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(600);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
for (const scheme of ['dark', 'light'] as const) {
  for (const viewport of viewports) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      colorScheme: scheme,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
    const shot = (name: string) =>
      page.screenshot({ path: `${outDir}/${name}-${viewport.name}-${scheme}.png` });

    await page.goto(`${baseUrl}/`);
    await settle(page);
    const accept = page.getByRole('button', { name: 'Accept' });
    if (await accept.isVisible().catch(() => false)) await accept.click();
    // Something playing makes the player bar and the cards' state part of every picture.
    await page.getByTestId('album-card').first().locator('a').click();
    await page.getByTestId('album-page').waitFor();
    await page.getByTestId('play-button').first().click();
    await page.waitForTimeout(1500);
    await page.getByTestId('player-play-pause').click();
    await page
      .getByRole('link', { name: /Tonearm/ })
      .first()
      .click();
    await page.getByTestId('home-page').waitFor();
    await settle(page);
    await shot('home');

    await page.locator('a[href^="/artist/"]').first().click();
    await page.getByTestId('artist-page').waitFor();
    await settle(page);
    await shot('artist');

    await page.getByTestId('album-card').first().locator('a').click();
    await page.getByTestId('album-page').waitFor();
    await settle(page);
    await shot('album');

    if (viewport.name === 'mobile')
      await page.getByRole('button', { name: 'Open now playing' }).click();
    else await page.getByTestId('player-now-playing-button').click();
    await page.getByTestId('now-playing').waitFor();
    await settle(page);
    await shot('now-playing');
    await context.close();
  }
}
await browser.close();
