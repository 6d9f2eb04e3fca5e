// Reports at scale: 10M plays and 1M visits over two years in a fresh SQLite
// database, roll-ups built from them, then the p95 of every report API call beside a raw
// `count(*)` of plays over the same days:
//   node --import tsx bench/reports.ts [--plays 10000000] [--visits 1000000] [--requests 40]
// Rows go in with prepared multi-row statements in one transaction per day, in time order,
// with the catalog's skew (Zipf-like track popularity, a growing audience, weekly and daily
// rhythms). The roll-ups are then built by ReportsService.rebuild, the same code that repairs them
// (the per-entity roll-ups of insights too). Last, an artist's two-year insights.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COOKIES } from '@tonearm/shared/constants';
import {
  addDays,
  resolveReportRange,
  utcDay,
  type ReportRange,
} from '@tonearm/shared/reports/report-range';
import { sql } from 'kysely';
import { openSqlite } from './sqlite';
import { buildApp } from '../packages/server/src/app';
import { createServices } from '../packages/server/src/container';
import { loadConfig } from '../packages/server/src/platform/config';
import { createDatabase } from '../packages/server/src/platform/db/database';
import { migrateToLatest } from '../packages/server/src/platform/db/migrate';
import { seedDefaults } from '../packages/server/src/seed/seed-defaults';
import { prng } from '../packages/server/src/seed/demo/synth';
import { numberArgs } from './support/number-args';

const args = numberArgs({ plays: '10000000', visits: '1000000', requests: '40', days: '730' }, [
  'keep',
]);
const PLAYS = args.plays;
const VISITS = args.visits;
const REQUESTS = args.requests;
const DAYS = args.days;
const TRACKS = 5_000;
const ALBUMS = 1_000;
const ARTISTS = 500;
const USERS = 20_000;
const ROWS_PER_STATEMENT = 100;

/** Seeded, so runs compare. */
const random = prng(20261126);
/** Zipf-ish index in [0, n): low indexes far more often. */
const skewed = (n: number, power = 2.5) => Math.floor(Math.pow(random(), power) * n);
function weighted<T>(entries: [T, number][]): () => T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return () => {
    let r = random() * total;
    for (const [value, w] of entries) if ((r -= w) < 0) return value;
    return entries[0]![0];
  };
}
const country = weighted<string | null>([
  ['US', 30],
  ['GB', 10],
  ['DE', 9],
  ['FR', 7],
  ['BR', 6],
  ['IN', 6],
  ['JP', 5],
  ['CA', 4],
  ['NL', 3],
  ['ES', 3],
  ['SE', 2],
  ['PL', 2],
  ['AU', 2],
  ['MX', 2],
  ['IT', 2],
  [null, 7],
]);
const client = weighted<[string, string, string]>([
  [['desktop', 'Windows', 'Chrome'], 28],
  [['desktop', 'Mac OS', 'Safari'], 10],
  [['desktop', 'Mac OS', 'Chrome'], 8],
  [['desktop', 'Windows', 'Firefox'], 6],
  [['desktop', 'Linux', 'Firefox'], 3],
  [['desktop', 'Windows', 'Edge'], 6],
  [['mobile', 'Android', 'Chrome'], 20],
  [['mobile', 'iOS', 'Mobile Safari'], 14],
  [['tablet', 'iOS', 'Mobile Safari'], 3],
  [['tablet', 'Android', 'Chrome'], 2],
]);
const hour = weighted(
  Array.from({ length: 24 }, (_, h): [number, number] => [
    h,
    1 + 4 * Math.sin(((h - 5) / 24) * Math.PI) ** 2,
  ]),
);
const PAGES = [
  '/',
  '/explore',
  '/genres',
  '/search',
  '/library',
  '/library/songs',
  '/login',
  '/register',
  '/pricing',
];
const page = () =>
  random() < 0.6 ? PAGES[skewed(PAGES.length, 1.5)]! : `/track/${1 + skewed(TRACKS)}`;
const referrer = weighted<string | null>([
  [null, 60],
  ['google.com', 18],
  ['bing.com', 3],
  ['reddit.com', 5],
  ['twitter.com', 4],
  ['facebook.com', 3],
  ['duckduckgo.com', 2],
  ['news.ycombinator.com', 1],
  ['instagram.com', 2],
  ['t.co', 2],
]);

/** How many of `total` rows fall on each day: a growing audience with a weekly rhythm. */
function perDay(total: number, days: string[]): number[] {
  const weights = days.map((day, i) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return (
      (1 + (2 * i) / days.length) *
      (weekday === 0 || weekday === 6 ? 1.25 : 1) *
      (0.9 + 0.2 * random())
    );
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.round((w / sum) * total));
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}
const ms = (n: number) => n.toFixed(1).padStart(8);

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-bench-reports-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@bench.local',
    ADMIN_PASSWORD: 'bench-password',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  if (config.database.dialect !== 'sqlite') throw new Error('bench/reports.ts measures SQLite.');
  const file = config.database.file;
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const services = createServices(db, config);
  await seedDefaults(services, config, { info: () => {}, warn: () => {} });

  const raw = openSqlite(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = OFF');
  const now = new Date().toISOString();
  const today = utcDay(new Date());
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i - DAYS + 1));
  /** A range's first and last instant, as the raw count(*) beside the API reads them. */
  const rangeTimes = (range: ReportRange) => {
    const { current } = resolveReportRange(
      range === 'custom' ? { range: 'custom', from: addDays(today, -729), to: today } : { range },
      today,
    );
    return { from: `${current.from}T00:00:00.000Z`, to: `${addDays(current.to, 1)}T00:00:00.000Z` };
  };

  // ---- The catalog and the listeners --------------------------------------------------------
  let started = performance.now();
  raw.transaction(() => {
    const artist = raw.prepare(
      'insert into artists (id, name, created_at, updated_at) values (?, ?, ?, ?)',
    );
    for (let i = 1; i <= ARTISTS; i++) artist.run(i, `Artist ${i}`, now, now);
    const album = raw.prepare(
      'insert into albums (id, name, created_at, updated_at) values (?, ?, ?, ?)',
    );
    const albumArtist = raw.prepare(
      'insert into album_artists (album_id, artist_id) values (?, ?)',
    );
    for (let i = 1; i <= ALBUMS; i++) {
      album.run(i, `Album ${i}`, now, now);
      albumArtist.run(i, 1 + ((i * 7) % ARTISTS));
    }
    const track = raw.prepare(
      'insert into tracks (id, name, album_id, created_at, updated_at) values (?, ?, ?, ?, ?)',
    );
    const trackArtist = raw.prepare(
      'insert into track_artists (track_id, artist_id, position) values (?, ?, ?)',
    );
    for (let i = 1; i <= TRACKS; i++) {
      const albumId = 1 + ((i * 13) % ALBUMS);
      track.run(i, `Track ${i}`, albumId, now, now);
      trackArtist.run(i, 1 + ((albumId * 7) % ARTISTS), 0);
      // One track in ten features a second artist.
      if (i % 10 === 0) trackArtist.run(i, 1 + ((albumId * 7 + 1) % ARTISTS), 1);
    }
    const user = raw.prepare(
      'insert into users (email, name, created_at, updated_at) values (?, ?, ?, ?)',
    );
    for (let i = 1; i <= USERS; i++)
      user.run(`listener-${i}@bench.local`, `Listener ${i}`, now, now);
  })();
  const firstUser = Number(
    raw.prepare("select min(id) from users where email like 'listener-%'").pluck().get(),
  );

  // ---- 10M plays and 1M visits, day by day --------------------------------------------------
  // Rows go in 100 to a statement; each day's times are drawn, sorted and formatted from a
  // table of the day's seconds, so the generator costs little beside SQLite itself.
  const insertMany = (table: string, columns: string[]) => {
    const row = `(${columns.map(() => '?').join(', ')})`;
    const many = raw.prepare(
      `insert into ${table} (${columns.join(', ')}) values ${Array(ROWS_PER_STATEMENT).fill(row).join(', ')}`,
    );
    const one = raw.prepare(`insert into ${table} (${columns.join(', ')}) values ${row}`);
    const width = columns.length;
    return (count: number, fill: (params: unknown[], offset: number, index: number) => void) => {
      const params: unknown[] = new Array<unknown>(ROWS_PER_STATEMENT * width);
      let i = 0;
      for (; i + ROWS_PER_STATEMENT <= count; i += ROWS_PER_STATEMENT) {
        for (let r = 0; r < ROWS_PER_STATEMENT; r++) fill(params, r * width, i + r);
        many.run(...params);
      }
      const single: unknown[] = new Array<unknown>(width);
      for (; i < count; i++) {
        fill(single, 0, i);
        one.run(...single);
      }
    };
  };
  const clockOf = Array.from({ length: 86_400 }, (_, s) => {
    const two = (n: number) => String(n).padStart(2, '0');
    return `T${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}.000Z`;
  });
  const secondsOfDay = (count: number) => {
    const seconds = new Float64Array(count);
    for (let i = 0; i < count; i++) seconds[i] = hour() * 3600 + Math.floor(random() * 3600);
    return seconds.sort();
  };
  const hashes = Array.from({ length: 50_000 }, () =>
    Math.floor(random() * 2 ** 52)
      .toString(16)
      .padStart(64, '0'),
  );
  const hash = () => hashes[Math.floor(random() * hashes.length)]!;
  const insertPlays = insertMany('plays', [
    'user_id',
    'track_id',
    'platform',
    'device',
    'browser',
    'country',
    'listener_hash',
    'created_at',
  ]);
  const insertVisits = insertMany('visits', [
    'path',
    'referrer',
    'visitor_hash',
    'device',
    'platform',
    'browser',
    'country',
    'created_at',
  ]);
  // Indexes are built once after the load (a sort), not row by row during it.
  const RAW_INDEXES = {
    plays_user_index: 'plays (user_id, created_at)',
    plays_track_index: 'plays (track_id, created_at)',
    plays_created_at_index: 'plays (created_at)',
    visits_created_at_index: 'visits (created_at)',
  };
  for (const name of Object.keys(RAW_INDEXES)) raw.exec(`drop index ${name}`);
  const playsPerDay = perDay(PLAYS, days);
  const visitsPerDay = perDay(VISITS, days);
  let plays = 0;
  let visits = 0;
  const writeDay = (day: string, playCount: number, visitCount: number) => {
    raw.transaction(() => {
      const playTimes = secondsOfDay(playCount);
      insertPlays(playCount, (p, o, i) => {
        const [device, platform, browser] = client();
        const guest = random() < 0.3;
        p[o] = guest ? null : firstUser + skewed(USERS, 1.6);
        p[o + 1] = 1 + skewed(TRACKS);
        p[o + 2] = platform;
        p[o + 3] = device;
        p[o + 4] = browser;
        p[o + 5] = country();
        p[o + 6] = guest ? hash() : null;
        p[o + 7] = day + clockOf[playTimes[i]!];
      });
      const visitTimes = secondsOfDay(visitCount);
      insertVisits(visitCount, (p, o, i) => {
        const [device, platform, browser] = client();
        p[o] = page();
        p[o + 1] = referrer();
        p[o + 2] = hash();
        p[o + 3] = device;
        p[o + 4] = platform;
        p[o + 5] = browser;
        p[o + 6] = country();
        p[o + 7] = day + clockOf[visitTimes[i]!];
      });
    })();
  };
  for (const [i, day] of days.entries()) {
    writeDay(day, playsPerDay[i]!, visitsPerDay[i]!);
    plays += playsPerDay[i]!;
    visits += visitsPerDay[i]!;
    if (i % 100 === 99)
      process.stdout.write(`  ${i + 1}/${DAYS} days, ${plays.toLocaleString('en')} plays\n`);
  }
  for (const [name, on] of Object.entries(RAW_INDEXES)) raw.exec(`create index ${name} on ${on}`);
  const generated = (performance.now() - started) / 1000;
  console.log(
    `Generated ${plays.toLocaleString('en')} plays and ${visits.toLocaleString('en')} visits over ${DAYS} days in ${generated.toFixed(0)} s`,
  );

  // ---- The roll-ups, rebuilt in batches -------------------------------------------------------
  // Each batch (at most ten days) is its own transaction; the longest is printed beside the total.
  started = performance.now();
  const whole = { from: days[0]!, to: today };
  const rebuildTimes: Record<'plays' | 'visits', number> = { plays: 0, visits: 0 };
  let longestBatch = { ms: 0, label: '' };
  for (const metric of ['plays', 'visits'] as const) {
    const metricStarted = performance.now();
    let batchStarted = performance.now();
    let lastPrinted = 0;
    await services.reports.rebuild(metric, whole, (progress) => {
      const batchMs = performance.now() - batchStarted;
      if (batchMs > longestBatch.ms)
        longestBatch = {
          ms: batchMs,
          label: `${metric} ${progress.batch.from}..${progress.batch.to}`,
        };
      batchStarted = performance.now();
      const seconds = (performance.now() - metricStarted) / 1000;
      if (progress.done === progress.days || seconds - lastPrinted >= 15) {
        lastPrinted = seconds;
        process.stdout.write(
          `  rebuild ${metric}: ${progress.done}/${progress.days} days, ${progress.rows.toLocaleString('en')} rows, ${seconds.toFixed(0)} s\n`,
        );
      }
    });
    rebuildTimes[metric] = (performance.now() - metricStarted) / 1000;
  }
  const rebuilt = (performance.now() - started) / 1000;
  const countRows = (table: string, where = '') =>
    Number(raw.prepare(`select count(*) from ${table} ${where}`).pluck().get());
  const rollupRows = countRows('report_counts');
  const sitePlayRows = countRows('report_counts', "where metric = 'plays'");
  const entityDayRows = countRows('report_entity_days');
  const entityUniqueRows = countRows('report_entity_uniques');
  const uniqueRows = countRows('report_uniques');
  console.log(
    `Roll-ups rebuilt from raw rows in ${rebuilt.toFixed(0)} s (reference: ≤ 600 s at 10M plays): plays ${rebuildTimes.plays.toFixed(0)} s, visits ${rebuildTimes.visits.toFixed(0)} s; longest batch transaction ${(longestBatch.ms / 1000).toFixed(1)} s (${longestBatch.label})`,
  );
  console.log(
    `Rows kept per play after the rebuild: site roll-ups ${(sitePlayRows / plays).toFixed(3)} (${sitePlayRows.toLocaleString('en')} report_counts rows of plays; ${rollupRows.toLocaleString('en')} with visits), per-entity roll-ups ${(entityDayRows / plays).toFixed(3)} (${entityDayRows.toLocaleString('en')} report_entity_days rows); listener keys kept: ${uniqueRows.toLocaleString('en')} report_uniques, ${entityUniqueRows.toLocaleString('en')} report_entity_uniques (yesterday and today)`,
  );
  raw.exec('analyze');

  // ---- The API, over HTTP, as an admin -----------------------------------------------------
  const app = await buildApp(config, { db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@bench.local')
    .executeTakeFirstOrThrow();
  const { token } = await services.auth.createSession(
    admin.id,
    { ip: '127.0.0.1', userAgent: 'bench' },
    false,
  );
  const cookie = `${COOKIES.session}=${token}`;
  async function timeHttp(url: string): Promise<number> {
    const t0 = performance.now();
    const res = await fetch(base + url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - t0;
  }
  const count = raw
    .prepare('select count(*) from plays where created_at >= ? and created_at < ?')
    .pluck();
  const countVisits = raw
    .prepare('select count(*) from visits where created_at >= ? and created_at < ?')
    .pluck();

  const ranges: { label: string; range: ReportRange; query: string }[] = [
    { label: 'today', range: 'today', query: 'range=today' },
    { label: '7 days', range: '7d', query: 'range=7d' },
    { label: '30 days', range: '30d', query: 'range=30d' },
    { label: 'this year', range: 'year', query: 'range=year' },
    {
      label: 'custom 2 years',
      range: 'custom',
      query: `range=custom&from=${addDays(today, -729)}&to=${today}`,
    },
  ];
  const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
  console.log(`\nuptime before the measurement: ${uptime()}`);
  console.log(
    `Reports API over HTTP, ${REQUESTS} requests each (ms; load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  console.log(
    '| report   | range          | API p50 | API p95 | service CPU p95 | raw count(*) p95 | API p95 / raw count(*) | raw rows counted |',
  );
  console.log(
    '| -------- | -------------- | ------: | ------: | --------------: | ---------------: | ---------------------: | ---------------: |',
  );
  let worst = 0;
  for (const kind of ['plays', 'visitors'] as const) {
    for (const r of ranges) {
      const { from, to } = rangeTimes(r.range);
      const statement = kind === 'plays' ? count : countVisits;
      await timeHttp(`/api/v1/admin/reports/${kind}?${r.query}`);
      const api: number[] = [];
      const cpu: number[] = [];
      const rawTimes: number[] = [];
      const query =
        r.range === 'custom'
          ? { range: r.range, from: addDays(today, -729), to: today }
          : { range: r.range };
      let counted = 0;
      for (let i = 0; i < REQUESTS; i++) {
        api.push(await timeHttp(`/api/v1/admin/reports/${kind}?${r.query}`));
        const c0 = process.cpuUsage();
        await (kind === 'plays'
          ? services.reports.playsReport(query)
          : services.reports.visitorsReport(query));
        const c1 = process.cpuUsage(c0);
        cpu.push((c1.user + c1.system) / 1000);
        const t0 = performance.now();
        counted = Number(statement.get(from, to));
        rawTimes.push(performance.now() - t0);
      }
      const a = percentiles(api);
      const c = percentiles(rawTimes);
      const u = percentiles(cpu);
      worst = Math.max(worst, a.p95);
      console.log(
        `| ${kind.padEnd(8)} | ${r.label.padEnd(14)} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(u.p95)} | ${ms(c.p95)} | ${(a.p95 / c.p95).toFixed(3).padStart(22)} | ${counted.toLocaleString('en').padStart(16)} |`,
      );
    }
  }
  console.log(
    `\nWorst report p95: ${worst.toFixed(1)} ms (target ≤ 100 ms) — ${worst <= 100 ? 'met' : 'NOT met'}`,
  );

  // ---- Insights: the most played artist, album and track, beside a raw count ----------------
  // The raw count is the reference for time and for the answer: the insights' plays must equal it.
  const topOf = (dimension: 'artist' | 'album' | 'track') =>
    Number(
      raw
        .prepare(
          `select key from report_counts where metric = 'plays' and dimension = ? and grain = 'y' group by key order by sum(count) desc limit 1`,
        )
        .pluck()
        .get(dimension),
    );
  const rawCounts = {
    artist: raw
      .prepare(
        `select count(*) from plays p join track_artists ta on ta.track_id = p.track_id
         where ta.artist_id = ? and p.created_at >= ? and p.created_at < ?`,
      )
      .pluck(),
    album: raw
      .prepare(
        `select count(*) from plays p join tracks t on t.id = p.track_id
         where t.album_id = ? and p.created_at >= ? and p.created_at < ?`,
      )
      .pluck(),
    track: raw
      .prepare(
        'select count(*) from plays p where p.track_id = ? and p.created_at >= ? and p.created_at < ?',
      )
      .pluck(),
  };
  const insightsCases: {
    kind: 'artist' | 'album' | 'track';
    label: string;
    range: ReportRange;
    query: string;
  }[] = [];
  for (const kind of ['artist', 'album', 'track'] as const)
    for (const r of ranges.filter((r) => r.range !== 'year'))
      insightsCases.push({ kind, label: r.label, range: r.range, query: r.query });
  console.log(
    `\nInsights of the most played artist, album and track, ${REQUESTS} requests each (ms; ${entityDayRows.toLocaleString('en')} report_entity_days rows; load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  console.log(
    '| insights | range          | API p50 | API p95 | raw count(*) p95 | API p95 / raw count(*) | raw plays counted | insights plays |',
  );
  console.log(
    '| -------- | -------------- | ------: | ------: | ---------------: | ---------------------: | ----------------: | -------------: |',
  );
  let worstInsights = 0;
  let mismatches = 0;
  for (const c of insightsCases) {
    const id = topOf(c.kind);
    const { from, to } = rangeTimes(c.range);
    const url = `/api/v1/${c.kind}s/${id}/insights?${c.query}`;
    const answer = (await (await fetch(base + url, { headers: { cookie } })).json()) as {
      totals: { plays: { current: number } };
    };
    const api: number[] = [];
    const rawTimes: number[] = [];
    let counted = 0;
    for (let i = 0; i < REQUESTS; i++) {
      api.push(await timeHttp(url));
      const t0 = performance.now();
      counted = Number(rawCounts[c.kind].get(id, from, to));
      rawTimes.push(performance.now() - t0);
    }
    if (answer.totals.plays.current !== counted) mismatches++;
    const a = percentiles(api);
    const r = percentiles(rawTimes);
    worstInsights = Math.max(worstInsights, a.p95);
    console.log(
      `| ${`${c.kind} #${id}`.padEnd(8)} | ${c.label.padEnd(14)} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(r.p95)} | ${(a.p95 / r.p95).toFixed(3).padStart(22)} | ${counted.toLocaleString('en').padStart(17)} | ${answer.totals.plays.current.toLocaleString('en').padStart(14)} |`,
    );
  }
  console.log(
    `\nWorst insights p95: ${worstInsights.toFixed(1)} ms (target ≤ 100 ms) — ${worstInsights <= 100 ? 'met' : 'NOT met'}; insights plays equal to the raw count: ${mismatches === 0 ? 'all' : `${mismatches} differ`}`,
  );
  console.log(`uptime after the measurement: ${uptime()}`);

  // ---- Rows written per play by the write path ----------------------------------------------
  // Plays of today recorded the way the player records them (rows inserted or updated, from
  // SQLite's total_changes), after the measurement so they do not change its answers.
  const changes = async (executor: typeof db) =>
    Number((await sql<{ n: number }>`select total_changes() as n`.execute(executor)).rows[0]!.n);
  const LIVE_PLAYS = 2_000;
  let siteWrites = 0;
  let entityWrites = 0;
  for (let i = 0; i < LIVE_PLAYS; i++) {
    const [device, platform, browser] = client();
    const guest = random() < 0.3;
    const play = {
      id: 1_000_000_000 + i,
      track_id: 1 + skewed(TRACKS),
      user_id: guest ? null : firstUser + skewed(USERS, 1.6),
      listener_hash: guest ? hash() : null,
      country: country(),
      device,
      platform,
      browser,
      created_at: new Date().toISOString(),
    };
    await db.transaction().execute(async (trx) => {
      const facets = await services.reports.trackFacetsOf(trx, play.track_id);
      const c0 = await changes(trx);
      await services.reports.rollUpSitePlay(trx, play, facets);
      const c1 = await changes(trx);
      await services.reports.rollUpEntityPlay(trx, play, facets);
      const c2 = await changes(trx);
      siteWrites += c1 - c0;
      entityWrites += c2 - c1;
    });
  }
  console.log(
    `\nRows written per play (write path, ${LIVE_PLAYS.toLocaleString('en')} plays of today): site roll-ups ${(siteWrites / LIVE_PLAYS).toFixed(1)}, per-entity roll-ups ${(entityWrites / LIVE_PLAYS).toFixed(1)} (before: ~20 per-entity rows per play)`,
  );
  await app.close();
  raw.close();
  await db.destroy().catch(() => undefined);
  if (args.keep) console.log(`Kept ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
