// The built server's start-up and memory, each beside its reference, in one run:
//   npm run build && node --import tsx bench/runtime.ts [--rounds 5] [--soak-seconds 600] [--clients 20]
// 1. Fresh data dir: `node packages/server/dist/main.js` with the demo catalog, from spawn to the
//    first healthy answer (migrations, defaults and demo catalog included).
// 2. Existing data dir (the one step 1 made): the same, `--rounds` times, against a bare
//    `node -e` HTTP listener started the same way, alternating; medians of wall time and of the
//    process's own CPU time (utime + stime from /proc) to first answer, and their ratio.
// 3. Idle memory: the server's RSS (VmRSS) 5 s after it first answered a landing page.
// 4. Soak: `--clients` clients browse for `--soak-seconds` (landing pages, artist, album and
//    track pages and their API calls, searches, 1 MiB audio ranges); RSS sampled every second:
//    the last sample and the peak, against the idle figure.
// Prints the load average at start and end: a wall-clock ratio counts only on a quiet machine.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import {
  BUILT_SERVER,
  BUILT_SERVER_ARGS,
  builtServerEnv,
} from '../packages/server/src/test/built-server';
import { freePort } from '../packages/server/src/test/free-port';

// better-sqlite3 is the server's dependency (compiled once, into its workspace).
const Database = createRequire(new URL('../packages/server/package.json', import.meta.url))(
  'better-sqlite3',
) as typeof BetterSqlite3;

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    'soak-seconds': { type: 'string', default: '600' },
    clients: { type: 'string', default: '20' },
  },
});
const rounds = Number(values.rounds);
const soakSeconds = Number(values['soak-seconds']);
const clients = Number(values.clients);

const root = path.resolve(import.meta.dirname, '..');
const built = BUILT_SERVER;
if (!fs.existsSync(built) || !fs.existsSync(path.join(root, 'packages/web/dist/index.html'))) {
  console.error('No built server or web app: run `npm run build` first.');
  process.exit(1);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux

function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

interface Started {
  child: ChildProcess;
  wallMs: number;
  cpuMs: number;
  url: string;
  stop: () => Promise<void>;
}

/** Spawns `args`, polls `path` until it answers 200 (no give-up before `timeoutMs`). */
async function startAndWait(
  args: string[],
  env: Record<string, string>,
  port: number,
  probe: string,
  timeoutMs = 600_000,
): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited while starting:\n${stderr}`);
    const ok = await fetch(url + probe).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > timeoutMs) throw new Error(`no answer:\n${stderr}`);
    await sleep(5);
  }
  const wallMs = performance.now() - started;
  const cpu = cpuMs(child.pid!);
  return {
    child,
    wallMs,
    cpuMs: cpu,
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-runtime-'));
const serverEnv = (port: number): Record<string, string> => ({
  ...builtServerEnv({ port, dataDir, seedDemo: true }),
  ADMIN_EMAIL: 'admin@runtime.test',
  ADMIN_PASSWORD: 'admin-password',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const SERVER_ARGS = BUILT_SERVER_ARGS;
const BARE_ARGS = [
  '-e',
  "require('http').createServer((q, s) => s.end('ok')).listen(+process.env.PORT, '127.0.0.1')",
];

console.log(`load average at start: ${loadAverage()} (${os.cpus().length} cores)`);
console.log(`node ${process.version}; server: ${path.relative(root, built)}\n`);

// 1. Fresh data dir.
let port = await freePort();
const fresh = await startAndWait(SERVER_ARGS, serverEnv(port), port, '/api/v1/health');
await fresh.stop();
console.log(
  `fresh data dir (migrate, seed, demo catalog) to first answer: ${Math.round(fresh.wallMs)} ms wall, ${fresh.cpuMs} ms CPU`,
);

// 2. Existing data dir against a bare listener, alternating.
const server = { wall: [] as number[], cpu: [] as number[] };
const bare = { wall: [] as number[], cpu: [] as number[] };
for (let round = 0; round < rounds; round++) {
  port = await freePort();
  const s = await startAndWait(SERVER_ARGS, serverEnv(port), port, '/api/v1/health');
  server.wall.push(s.wallMs);
  server.cpu.push(s.cpuMs);
  await s.stop();
  port = await freePort();
  const b = await startAndWait(BARE_ARGS, { PORT: String(port) }, port, '/');
  bare.wall.push(b.wallMs);
  bare.cpu.push(b.cpuMs);
  await b.stop();
}
const ratio = (a: number, b: number) => (a / b).toFixed(2);
console.log(`\nstart on an existing data dir, median of ${rounds} (ms):`);
console.log('| process            | wall to first answer | CPU to first answer |');
console.log('| ------------------ | -------------------: | ------------------: |');
console.log(
  `| Tonearm (built)    | ${String(Math.round(median(server.wall))).padStart(20)} | ${String(median(server.cpu)).padStart(19)} |`,
);
console.log(
  `| bare node listener | ${String(Math.round(median(bare.wall))).padStart(20)} | ${String(median(bare.cpu)).padStart(19)} |`,
);
console.log(
  `| ratio              | ${ratio(median(server.wall), median(bare.wall)).padStart(19)}× | ${ratio(median(server.cpu), Math.max(1, median(bare.cpu))).padStart(18)}× |`,
);

// 3. Idle memory after the first landing page.
port = await freePort();
const app = await startAndWait(SERVER_ARGS, serverEnv(port), port, '/api/v1/health');
await fetch(`${app.url}/`).then((response) => response.text());
await sleep(5000);
const idleMb = rssMb(app.child.pid!);
console.log(`\nidle RSS with the demo catalog, 5 s after the first page: ${idleMb.toFixed(1)} MB`);

// 4. Soak: clients browse, search and stream.
interface Catalog {
  artists: number[];
  albums: number[];
  tracks: { id: number; size: number }[];
}
/** The demo catalog's ids, read from the server's own SQLite file (read-only). */
function catalogOf(): Catalog {
  const db = new Database(path.join(dataDir, 'tonearm.sqlite'), { readonly: true });
  try {
    const ids = (table: string) =>
      (db.prepare(`select id from ${table}`).all() as { id: number }[]).map(({ id }) => id);
    return {
      artists: ids('artists'),
      albums: ids('albums'),
      tracks: db
        .prepare('select id, audio_size as size from tracks where audio_size > 0')
        .all() as { id: number; size: number }[],
    };
  } finally {
    db.close();
  }
}
const WORDS = ['neon', 'night', 'harbor', 'blue', 'dream', 'light', 'a', 'the', 'love', 'run'];

if (soakSeconds > 0) {
  const catalog = catalogOf();
  const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
  let requests = 0;
  let failures = 0;
  const deadline = Date.now() + soakSeconds * 1000;
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(app.child.pid!)), 1000);
  async function visit(url: string, init?: RequestInit): Promise<void> {
    try {
      const response = await fetch(url, init);
      await response.arrayBuffer();
      requests++;
      if (response.status >= 500) failures++;
    } catch {
      failures++; // a reset connection is counted, not fatal
    }
  }
  async function client(): Promise<void> {
    while (Date.now() < deadline) {
      const roll = Math.random();
      if (roll < 0.2) await visit(`${app.url}/`);
      else if (roll < 0.3) await visit(`${app.url}/artist/${pick(catalog.artists)}/x`);
      else if (roll < 0.4) await visit(`${app.url}/album/${pick(catalog.albums)}/x`);
      else if (roll < 0.5) await visit(`${app.url}/api/v1/albums/${pick(catalog.albums)}`);
      else if (roll < 0.55) await visit(`${app.url}/api/v1/artists/${pick(catalog.artists)}`);
      else if (roll < 0.7)
        await visit(
          `${app.url}/api/v1/search?query=${pick(WORDS)}${Math.random() < 0.5 ? '%20' + pick(WORDS) : ''}`,
        );
      else {
        const track = pick(catalog.tracks);
        const start = Math.floor(Math.random() * Math.max(1, track.size - 1_048_576));
        await visit(`${app.url}/api/v1/tracks/${track.id}/stream`, {
          headers: { range: `bytes=${start}-${Math.min(track.size - 1, start + 1_048_575)}` },
        });
      }
    }
  }
  console.log(`soak: ${clients} clients for ${soakSeconds} s...`);
  await Promise.all(Array.from({ length: clients }, () => client()));
  clearInterval(sampler);
  await sleep(5000);
  const afterMb = rssMb(app.child.pid!);
  const peakMb = Math.max(...samples, afterMb);
  console.log(
    `soak: ${requests} requests (${failures} failed or 5xx); RSS after ${afterMb.toFixed(1)} MB (${((afterMb / idleMb - 1) * 100).toFixed(1)} % over idle), peak ${peakMb.toFixed(1)} MB`,
  );
}
await app.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`\nload average at end: ${loadAverage()}`);
