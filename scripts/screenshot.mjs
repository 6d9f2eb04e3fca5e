// Development aid: node scripts/screenshot.mjs <url> <out.png> [width] [height] [colorScheme]
// Prints console errors (CSP violations included) so a look at a page also checks it.
import { chromium } from '@playwright/test';

const [url, out, width = '1366', height = '850', colorScheme = 'light'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(height) },
  colorScheme,
});
page.on('console', (msg) => {
  if (msg.type() === 'error' || msg.type() === 'warning')
    console.log(`[${msg.type()}] ${msg.text()}`);
});
page.on('pageerror', (err) => console.log(`[pageerror] ${err.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: false });
await browser.close();
