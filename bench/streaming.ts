// Audio streaming throughput against nginx serving the same file on this machine:
//   node --import tsx bench/streaming.ts [--seconds 5] [--rounds 3] [--connections 8] [--size-mb 64]
// It builds the server (`node scripts/build-server.mjs`) and starts the build as `npm run serve`
// does, in a process of its own, on a fresh SQLite data folder with one track whose audio is a
// file of random bytes. The same file is served by nginx (a worker per core, sendfile on, and
// `reuseport` so the kernel spreads wrk's connections over the workers: without it they often
// all land on one worker, and nginx runs at one core's speed, a weaker and unsteady reference),
// and by a bare Node http server piping fs.createReadStream (1 MiB highWaterMark) — the ceiling
// of a Node server that reads the file through user space. Tonearm is asked the way its player
// asks: a signed stream URL from `GET tracks/{id}/stream-url` (the lighter path), and, for the
// ranges, the plain `GET tracks/{id}/stream` too (the whole API pipeline, as API clients call
// it). wrk drives them all: whole-file downloads, then random 1 MiB ranges (a Lua script picks a
// new range per request). Figures are MiB/s, each the median of `rounds` turns taken in order,
// the ratios to nginx and bare Node, and CPU seconds per GiB served, read from /proc (user +
// system time of the server process, of nginx's master and workers, of the bare Node process)
// before and after each turn. A turn that meets a reset or refused connection is run again.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { numberArgs } from './support/number-args';
import { startBuiltStreamingServer } from './support/streaming-server';
import { freePort } from '../packages/server/src/test/free-port';

const {
  seconds,
  rounds,
  connections,
  'size-mb': sizeMb,
} = numberArgs({
  seconds: '5',
  rounds: '3',
  connections: '8',
  'size-mb': '64',
});
const size = sizeMb * 1024 * 1024;
const NGINX = '/usr/sbin/nginx';
const WRK = '/usr/bin/wrk';
const ROOT = path.resolve(import.meta.dirname, '..');
/** Turns of one server that meet a broken connection are run again, this many times at most. */
const MAX_ATTEMPTS = 4;

class BrokenConnections extends Error {}

/** One wrk turn: MiB/s. Throws BrokenConnections when wrk saw resets or refusals. */
async function wrk(url: string, script?: string): Promise<number> {
  const args = [
    '-t2',
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '30s',
    ...(script ? ['-s', script] : []),
    url,
  ];
  const { stdout: out } = await promisify(execFile)(WRK, args, { encoding: 'utf8' });
  if (process.env.BENCH_DEBUG) console.log(out);
  if (/Non-2xx/.test(out)) throw new Error(`wrk saw error answers from ${url}:\n${out}`);
  if (/Socket errors/.test(out)) throw new BrokenConnections(out);
  const transfer = /Transfer\/sec:\s+([\d.]+)(\w+)/.exec(out);
  const unit = { B: 1e-6, KB: 1e-3, MB: 1, GB: 1e3 }[transfer?.[2] ?? 'MB'] ?? 1;
  return Number(transfer?.[1] ?? 0) * unit * 1.048576;
}

/** CPU seconds (user + system) used so far by the process `pid` and its children, from /proc. */
function cpuSeconds(pid: number): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(entry) === pid || Number(fields[1]) === pid) {
        ticks += Number(fields[11]) + Number(fields[12]);
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
}

/**
 * One turn of one server: MiB/s and the CPU seconds it used. A turn that met a broken
 * connection (a reset under load) is run again rather than ending the benchmark.
 */
async function turn(
  label: string,
  url: string,
  pid: number,
  script: string | undefined,
): Promise<{ mbps: number; cpu: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const before = cpuSeconds(pid);
    try {
      const mbps = await wrk(url, script);
      return { mbps, cpu: cpuSeconds(pid) - before };
    } catch (error) {
      if (!(error instanceof BrokenConnections) || attempt >= MAX_ATTEMPTS) throw error;
      const errors = /Socket errors:.*/.exec(error.message)?.[0] ?? 'socket errors';
      console.log(`  (${label}: ${errors}; running the turn again)`);
    }
  }
}

/** Resolves once something accepts connections on the port; a slow start is waited for. */
async function waitForPort(port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} exited`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function uptime(): string {
  return execFileSync('uptime', { encoding: 'utf8' }).trim();
}

async function main(): Promise<void> {
  console.log(uptime());
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const server = await startBuiltStreamingServer({ size });
  const { dir, uploads, key } = server;
  const children: ChildProcess[] = [];
  try {
    // The player's way: a signed URL for this viewer (a guest here), then the bytes.
    const answer = await fetch(`${server.origin}/api/v1/tracks/${server.trackId}/stream-url`);
    if (!answer.ok) throw new Error(`GET stream-url answered ${answer.status}`);
    const { url: signedPath } = (await answer.json()) as { url: string };
    const signedUrl = new URL(signedPath, server.origin).href;

    // nginx serving the same directory.
    const nginxPort = await freePort();
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      `worker_processes auto; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  types { audio/wav wav; }
  server { listen 127.0.0.1:${nginxPort} reuseport; root ${uploads}; } }`,
    );
    fs.mkdirSync(path.join(dir, 'tmp'));
    const nginx = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'ignore' });
    children.push(nginx);

    // The bare Node reference, in a process of its own like nginx.
    const nodePort = await freePort();
    const bareNode = spawn(
      process.execPath,
      [
        '-e',
        `const http = require('node:http'), fs = require('node:fs');
const file = ${JSON.stringify(path.join(uploads, key))}, size = fs.statSync(file).size;
http.createServer((req, res) => {
  const m = /^bytes=(\\d+)-(\\d+)$/.exec(req.headers.range || '');
  const start = m ? Number(m[1]) : 0, end = m ? Number(m[2]) : size - 1;
  res.writeHead(m ? 206 : 200, { 'content-type': 'audio/wav', 'content-length': end - start + 1 });
  fs.createReadStream(file, { start, end, highWaterMark: 1024 * 1024 }).pipe(res);
}).listen(${nodePort}, '127.0.0.1');`,
      ],
      { stdio: 'ignore' },
    );
    children.push(bareNode);
    await Promise.all([waitForPort(nginxPort, nginx), waitForPort(nodePort, bareNode)]);

    const lua = path.join(dir, 'ranges.lua');
    const chunk = 1024 * 1024;
    fs.writeFileSync(
      lua,
      `math.randomseed(42)
request = function()
  local start = math.random(0, ${Math.floor(size / chunk) - 1}) * ${chunk}
  return wrk.format("GET", nil, { ["Range"] = "bytes=" .. start .. "-" .. (start + ${chunk - 1}) })
end`,
    );
    const nginxUrl = `http://127.0.0.1:${nginxPort}/${key}`;
    const bareNodeUrl = `http://127.0.0.1:${nodePort}/`;

    // Sanity: every server answers the same bytes for a range.
    const rangeOf = async (url: string) => {
      const response = await fetch(url, { headers: { range: 'bytes=100-199' } });
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const reference = await rangeOf(nginxUrl);
    for (const url of [signedUrl, server.streamUrl, bareNodeUrl]) {
      const { status, bytes } = await rangeOf(url);
      if (status !== 206 || !bytes.equals(reference.bytes) || bytes.length !== 100) {
        throw new Error(`${url} answered ${status} with other bytes than nginx for a range`);
      }
    }

    console.log(
      `\nStreaming a ${sizeMb} MiB file from the built server, wrk -t2 -c${connections} -d${seconds}s, median of ${rounds} rounds (MiB/s; CPU s per GiB served)`,
    );
    console.log(
      'case                          |  nginx | bare Node | Tonearm | Tonearm/nginx | Tonearm/bare Node | CPU/GiB nginx | bare Node | Tonearm | Tonearm/nginx',
    );
    const targets = [
      { name: 'nginx', url: nginxUrl, pid: nginx.pid! },
      { name: 'bare Node', url: bareNodeUrl, pid: bareNode.pid! },
    ];
    const cases = [
      { name: 'whole file, signed URL', url: signedUrl, script: undefined },
      { name: 'random 1 MiB ranges, signed', url: signedUrl, script: lua },
      { name: 'random 1 MiB ranges, plain', url: server.streamUrl, script: lua },
    ].filter((entry) => !(process.env.BENCH_ONLY_RANGES && entry.script === undefined));
    for (const entry of cases) {
      // The servers take turns, `rounds` times, and each figure is the median of its turns: a
      // burst of load elsewhere on the machine then skews one turn, not the ratio.
      const all = [...targets, { name: 'Tonearm', url: entry.url, pid: server.pid }];
      const runs = all.map(() => ({ mbps: [] as number[], cpu: 0 }));
      for (let round = 0; round < rounds; round += 1) {
        for (const [index, target] of all.entries()) {
          const result = await turn(target.name, target.url, target.pid, entry.script);
          runs[index]!.mbps.push(result.mbps);
          runs[index]!.cpu += result.cpu;
        }
      }
      // CPU time per GiB served depends little on how busy the rest of the machine is.
      const perGiB = (run: { mbps: number[]; cpu: number }) =>
        run.cpu / ((run.mbps.reduce((sum, x) => sum + x, 0) * seconds) / 1024);
      const [ref, bare, ours] = runs.map((run) => ({ mbps: median(run.mbps), cpu: perGiB(run) }));
      console.log(
        [
          entry.name.padEnd(29),
          ref!.mbps.toFixed(0).padStart(6),
          bare!.mbps.toFixed(0).padStart(9),
          ours!.mbps.toFixed(0).padStart(7),
          (ours!.mbps / ref!.mbps).toFixed(2).padStart(13),
          (ours!.mbps / bare!.mbps).toFixed(2).padStart(17),
          ref!.cpu.toFixed(2).padStart(13),
          bare!.cpu.toFixed(2).padStart(9),
          ours!.cpu.toFixed(2).padStart(7),
          (ours!.cpu / ref!.cpu).toFixed(2).padStart(13),
        ].join(' | '),
      );
    }
    console.log(uptime());
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
