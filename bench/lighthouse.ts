// Lighthouse on the first pages a visitor meets:
//   npm run build && node --import tsx bench/lighthouse.ts [--runs 1] [--port 4390]
// Starts the server (as `npm run serve`, on the built web app) on a fresh database in a temporary
// DATA_DIR with the demo catalog, finds an artist, an album and a search word through the API,
// and runs Lighthouse 13 with its default mobile preset (simulated slow 4G, 4x CPU slowdown) in
// Debian's Chromium on `/`, the artist page, the album page, `/search/<word>` and `/login`. Each
// page is loaded cold (a fresh Chromium profile per run). Per page it prints the four category
// scores, FCP, LCP, TBT and CLS, and the bytes of the scripts and stylesheets the page loaded
// before it went idle: as sent (brotli, from Lighthouse's network records) and as gzip would
// send them (the .gz copies the build wrote). With --runs N every figure is the median of N runs.
// The reference is the target issue 27 sets, on a quiet machine (load average < 2): performance
// >= 95, LCP <= 2.0 s, TBT <= 200 ms, CLS <= 0.05, accessibility >= 95, SEO >= 95 (the login page
// may be noindex), best practices 100, initial JS <= 150 KB gzipped on every page.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { slugify } from '../packages/shared/src/format/slugify';
import { BUILT_SERVER_ARGS, builtServerEnv } from '../packages/server/src/test/built-server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '4390' },
    // Only the pages whose label (home, artist, album, search, login) is listed, comma-separated.
    pages: { type: 'string' },
    // A folder to keep each run's full Lighthouse report in (JSON), for the details behind a score.
    save: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'packages/web/dist');
const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 100, seo: 95 };
const JS_BUDGET_KB = 150;
const LCP_BUDGET_MS = 2000;
const TBT_BUDGET_MS = 200;
const CLS_BUDGET = 0.05;

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('No built web app: run `npm run build` first.');
  process.exit(1);
}

/** The server as `npm run serve` starts it, on a fresh database with the demo catalog. */
async function startServer(): Promise<{ stop: () => Promise<void>; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-lighthouse-'));
  const child = spawn(process.execPath, BUILT_SERVER_ARGS, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...builtServerEnv({ port, dataDir, seedDemo: true }),
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The server exited while starting');
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not become ready in 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api<T>(url: string): Promise<T> {
  const response = await fetch(`${origin}/api/v1/${url}`);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

interface Named {
  id: number;
  name: string;
}

/** An artist and one of its albums from the seeded catalog, and a word of the artist's name. */
async function findPages(): Promise<{ label: string; path: string }[]> {
  const { artist } = await api<{ artist: Named }>('artists/1');
  const { album } = await api<{ album: Named & { artists?: Named[] } }>('albums/1');
  const word = artist.name.split(/\s+/)[0]!.toLowerCase();
  const albumArtist = album.artists?.[0]?.name ?? artist.name;
  return [
    { label: 'home', path: '/' },
    { label: 'artist', path: `/artist/${artist.id}/${slugify(artist.name)}` },
    { label: 'album', path: `/album/${album.id}/${slugify(albumArtist)}/${slugify(album.name)}` },
    { label: 'search', path: `/search/${encodeURIComponent(word)}` },
    { label: 'login', path: '/login' },
  ];
}

interface NetworkRecord {
  url: string;
  resourceType?: string;
  transferSize?: number;
  mimeType?: string;
}

interface PageFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsSent: number;
  cssSent: number;
  jsGzip: number;
  cssGzip: number;
  scripts: number;
  /** Lighthouse's CPU benchmark of the run (a quiet desktop scores ~1500–2500). */
  benchmarkIndex: number;
}

/** What gzip would send for a built file: its .gz copy, or the file when too small to have one. */
function gzipBytes(url: string): number {
  const pathname = new URL(url).pathname;
  const file = path.join(dist, pathname);
  if (!file.startsWith(dist) || !fs.existsSync(file)) return 0;
  return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.statSync(file).size;
}

class LighthouseRunError extends Error {}

/**
 * Lighthouse now and then fails to record a page's trace (NO_NAVSTART, NO_FCP): that says
 * nothing about the page, so such a run is made again, twice at most.
 */
async function measure(url: string, name: string): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, name);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.log(`  ${name}: ${error.message}; running it again`);
    }
  }
}

async function measureOnce(url: string, name: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (values.save) {
      fs.mkdirSync(values.save, { recursive: true });
      fs.writeFileSync(path.join(values.save, `${name}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new LighthouseRunError(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const records =
      (lhr.audits['network-requests']?.details as { items?: NetworkRecord[] })?.items ?? [];
    const ofType = (type: string) =>
      records.filter((r) => r.resourceType === type && r.url.startsWith(origin));
    const sum = (items: NetworkRecord[], bytes: (r: NetworkRecord) => number) =>
      items.reduce((total, r) => total + bytes(r), 0);
    const scripts = ofType('Script');
    const styles = ofType('Stylesheet');
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as PageFigures['scores'],
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsSent: sum(scripts, (r) => r.transferSize ?? 0),
      cssSent: sum(styles, (r) => r.transferSize ?? 0),
      jsGzip: sum(scripts, (r) => gzipBytes(r.url)),
      cssGzip: sum(styles, (r) => gzipBytes(r.url)),
      scripts: scripts.length,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianFigures(all: PageFigures[]): PageFigures {
  const pick = (get: (f: PageFigures) => number) => median(all.map(get));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, pick((f) => f.scores[id])]),
    ) as PageFigures['scores'],
    fcp: pick((f) => f.fcp),
    lcp: pick((f) => f.lcp),
    tbt: pick((f) => f.tbt),
    cls: pick((f) => f.cls),
    jsSent: pick((f) => f.jsSent),
    cssSent: pick((f) => f.cssSent),
    jsGzip: pick((f) => f.jsGzip),
    cssGzip: pick((f) => f.cssGzip),
    scripts: pick((f) => f.scripts),
    benchmarkIndex: pick((f) => f.benchmarkIndex),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

const server = await startServer();
try {
  const wanted = values.pages?.split(',');
  const pages = (await findPages()).filter((page) => !wanted || wanted.includes(page.label));
  console.log(
    `Lighthouse 13, mobile preset, ${CHROMIUM}; ${runs} run(s) a page, medians; load average ` +
      `${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at the start`,
  );
  const rows: string[][] = [];
  for (const page of pages) {
    const all: PageFigures[] = [];
    for (let run = 0; run < runs; run++)
      all.push(await measure(`${origin}${page.path}`, `${page.label}-${run + 1}`));
    const f = medianFigures(all);
    const misses: string[] = CATEGORIES.filter(
      (id) => f.scores[id] < TARGETS[id] && !(id === 'seo' && page.label === 'login'),
    );
    if (f.jsGzip / 1024 > JS_BUDGET_KB) misses.push('initial JS');
    if (f.lcp > LCP_BUDGET_MS) misses.push('LCP');
    if (f.tbt > TBT_BUDGET_MS) misses.push('TBT');
    if (f.cls > CLS_BUDGET) misses.push('CLS');
    rows.push([
      `${page.label} \`${page.path}\``,
      ...CATEGORIES.map((id) => String(f.scores[id])),
      seconds(f.fcp),
      seconds(f.lcp),
      String(Math.round(f.tbt)),
      f.cls.toFixed(3),
      `${kb(f.jsSent)} / ${kb(f.jsGzip)} (${f.scripts})`,
      `${kb(f.cssSent)} / ${kb(f.cssGzip)}`,
      misses.length ? `misses: ${misses.join(', ')}` : 'meets targets',
    ]);
    console.log(`  ${page.label}: done (benchmarkIndex ${Math.round(f.benchmarkIndex)})`);
  }
  const header = [
    'page',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS KB br / gzip (files)',
    'CSS KB br / gzip',
    'targets',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log();
  console.log(line(header));
  console.log(
    `| ${widths.map((w, i) => (i === 0 || i === widths.length - 1 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
  );
  for (const row of rows) console.log(line(row));
  console.log(
    `\nload average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await server.stop();
}
