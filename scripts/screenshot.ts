// Development aid: look at a page the way a visitor does, and hear about its console errors
// (CSP violations included). Usage:
//   node --import tsx scripts/screenshot.ts <url> <out.png> [width] [height] [light|dark]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';

const [url, out, width = '1366', height = '850', colorScheme = 'light'] = process.argv.slice(2);
if (!url || !out) {
  console.error(
    'usage: node --import tsx scripts/screenshot.ts <url> <out.png> [width] [height] [light|dark]',
  );
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(height) },
  colorScheme: colorScheme === 'dark' ? 'dark' : 'light',
});
page.on('console', (message) => {
  if (message.type() === 'error' || message.type() === 'warning')
    console.log(`[${message.type()}] ${message.text()}`);
});
page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out });
await browser.close();
