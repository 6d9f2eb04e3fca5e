// Search and page latency on a large generated catalog (see catalog-generate.ts):
//   node --import tsx bench/catalog-api.ts --db /tmp/tonearm-1m.sqlite [--queries 200]
// The app serves the SQLite file over real HTTP (one keep-alive connection, sequential
// requests); the reference is the raw FTS5 query on the same file through better-sqlite3 in
// the same process. Figures: p50/p95 in ms and ratios to the reference.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../packages/server/src/app';
import { createServices } from '../packages/server/src/container';
import { loadConfig } from '../packages/server/src/platform/config';
import { createDatabase } from '../packages/server/src/platform/db/database';
import { seedDefaults } from '../packages/server/src/seed/seed-defaults';
import { openSqlite } from './sqlite';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    queries: { type: 'string', default: '200' },
  },
});
if (!values.db || !fs.existsSync(values.db)) {
  console.error('usage: --db <file made by catalog-generate.ts>');
  process.exit(1);
}
const file = path.resolve(values.db);
const queryCount = Number(values.queries);

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

const fmt = (n: number) => n.toFixed(2).padStart(8);

async function main(): Promise<void> {
  const raw = openSqlite(file, { readonly: true });
  const tracks = Number(raw.prepare('select max(id) from tracks').pluck().get());

  // Queries drawn from real titles: 3-letter and 5-letter prefixes, full words, two words.
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const titles = Array.from({ length: queryCount }, () =>
    String(
      raw
        .prepare('select name from tracks where id = ?')
        .pluck()
        .get(1 + Math.floor(random() * tracks)),
    ),
  );
  const words = (s: string) =>
    s
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length >= 3);
  const sets: Record<string, string[]> = {
    '3-letter prefix': titles.map((t) => words(t)[0]?.slice(0, 3) ?? 'bel'),
    '5-letter prefix': titles.map((t) => (words(t)[0] ?? 'belanor').slice(0, 5)),
    'full word': titles.map((t) => words(t)[0] ?? 'bel'),
    'two words': titles.map((t) => {
      const w = words(t);
      return w.length > 1 ? `${w[0]} ${w[1]!.slice(0, 3)}` : (w[0] ?? 'bel');
    }),
  };

  const ftsPrefix = (q: string) =>
    q
      .split(' ')
      .map((w) => `"${w}"*`)
      .join(' ');
  const ranked = raw.prepare(
    'select rowid from tracks_fts where tracks_fts match ? order by rank limit 20',
  );
  const unranked = raw.prepare('select rowid from tracks_fts where tracks_fts match ? limit 20');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-bench-'));
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-password',
      RATE_LIMIT_PER_MINUTE: '100000000',
    }),
    database: { dialect: 'sqlite' as const, file },
  };
  const db = createDatabase(config.database);
  await seedDefaults(createServices(db, config), config, { info: () => {}, warn: () => {} });
  const app = await buildApp(config, { db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  /** One timed request; a reset connection is retried (up to 3 tries), not the end of the run. */
  async function timeHttp(url: string, attempt = 1): Promise<number> {
    const t0 = performance.now();
    let res: Response;
    try {
      res = await fetch(base + url);
      await res.arrayBuffer();
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${url}: ${String(error)}; trying again`);
      return timeHttp(url, attempt + 1);
    }
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - t0;
  }
  function timeRaw(stmt: { all: (...p: unknown[]) => unknown[] }, q: string): number {
    const t0 = performance.now();
    stmt.all(ftsPrefix(q));
    return performance.now() - t0;
  }

  console.log(
    `\nSearch at ${tracks.toLocaleString('en')} tracks (${queryCount} queries per row; ms; load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  console.log(
    'input             |  target                                   |   p50      p95      max | ratio p95 to raw ranked / unranked',
  );
  for (const [name, queries] of Object.entries(sets)) {
    // Warm up.
    for (const q of queries.slice(0, 10))
      await timeHttp(`/api/v1/search?query=${encodeURIComponent(q)}&types=tracks&limit=5`);
    const rawRanked = percentiles(queries.map((q) => timeRaw(ranked, q)));
    const rawUnranked = percentiles(queries.map((q) => timeRaw(unranked, q)));
    // In-process, and as CPU time too: on a loaded machine wall time mostly measures the wait
    // for a core, CPU time what the work itself costs.
    const service: number[] = [];
    const serviceCpu: number[] = [];
    for (const q of queries) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      await app.services.search.instant(q, ['tracks'], 5, null);
      const c1 = process.cpuUsage(c0);
      service.push(performance.now() - t0);
      serviceCpu.push((c1.user + c1.system) / 1000);
    }
    const navTracks: number[] = [];
    const navAll: number[] = [];
    const page: number[] = [];
    for (const q of queries) {
      const e = encodeURIComponent(q);
      navTracks.push(await timeHttp(`/api/v1/search?query=${e}&types=tracks&limit=5`));
      navAll.push(await timeHttp(`/api/v1/search?query=${e}&limit=3`));
      page.push(await timeHttp(`/api/v1/search/tracks?query=${e}&perPage=20`));
    }
    const rows: [string, ReturnType<typeof percentiles>][] = [
      ['raw FTS5 ranked (order by rank)', rawRanked],
      ['raw FTS5 unranked, limit 20', rawUnranked],
      ['search service in-process, tracks (5)', percentiles(service)],
      ['  the same, CPU time', percentiles(serviceCpu)],
      ['API navbar, tracks (limit 5)', percentiles(navTracks)],
      ['API navbar, all six types', percentiles(navAll)],
      ['API search/tracks page (20)', percentiles(page)],
    ];
    for (const [target, p] of rows) {
      console.log(
        `${name.padEnd(17)} | ${target.padEnd(41)} | ${fmt(p.p50)} ${fmt(p.p95)} ${fmt(p.max)} | ${(p.p95 / rawRanked.p95).toFixed(2)} / ${(p.p95 / rawUnranked.p95).toFixed(2)}`,
      );
    }
  }

  // Pages at this scale, against the pipeline's own floor (GET health).
  const artistIds = Array.from(
    { length: queryCount },
    () => 1 + Math.floor(random() * Math.max(1, tracks / 20)),
  );
  for (let i = 0; i < 10; i++) await timeHttp('/api/v1/channels/discover');
  const health = percentiles(await sequential(queryCount, () => timeHttp('/api/v1/health')));
  const home = percentiles(
    await sequential(queryCount, () => timeHttp('/api/v1/channels/discover')),
  );
  const artist = percentiles(
    await sequential(queryCount, (i) => timeHttp(`/api/v1/artists/${artistIds[i]}`)),
  );
  const album = percentiles(
    await sequential(queryCount, (i) => timeHttp(`/api/v1/albums/${artistIds[i]}`)),
  );
  const cpu = async (fn: (i: number) => Promise<unknown>) =>
    percentiles(
      await sequential(queryCount, async (i) => {
        const c0 = process.cpuUsage();
        await fn(i);
        const c1 = process.cpuUsage(c0);
        return (c1.user + c1.system) / 1000;
      }),
    );
  const homeCpu = await cpu(() =>
    app.services.catalog.channelPage('discover', { page: 1, perPage: 15 }, null, ''),
  );
  const artistCpu = await cpu((i) => app.services.catalog.artistPage(artistIds[i]!, null));
  console.log(
    `\nPages at ${tracks.toLocaleString('en')} tracks (ms; load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  console.log(
    'page                              |   p50      p95      max | ratio p95 to GET health',
  );
  for (const [name, p] of [
    ['GET health (reference)', health],
    ['GET channels/discover (home)', home],
    ['GET artists/{id}', artist],
    ['GET albums/{id}', album],
    ['home, service CPU time', homeCpu],
    ['artist, service CPU time', artistCpu],
  ] as const) {
    console.log(
      `${name.padEnd(33)} | ${fmt(p.p50)} ${fmt(p.p95)} ${fmt(p.max)} | ${(p.p95 / health.p95).toFixed(1)}`,
    );
  }

  await app.close();
  await db.destroy();
  raw.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function sequential(n: number, fn: (i: number) => Promise<number>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await fn(i));
  return out;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
