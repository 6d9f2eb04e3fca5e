// Audio streaming throughput against nginx serving the same file on this machine:
//   node --import tsx bench/streaming.ts [--seconds 5] [--rounds 3] [--connections 8] [--size-mb 64]
// One file (random bytes) is served by Tonearm's GET tracks/{id}/stream (a real track row on a
// fresh SQLite database), by nginx (a worker per core, sendfile on, and `reuseport` so the
// kernel spreads wrk's connections over the workers: without it they often all land on one
// worker, and nginx runs at one core's speed, a weaker and unsteady reference), and by a bare
// Node http server piping fs.createReadStream (1 MiB highWaterMark) — the ceiling of a Node
// server that reads the file through user space, which Tonearm passes with sendfile(2)
// (packages/server/native; the header line says whether it was built). wrk drives all three:
// whole-file downloads, then random 1 MiB ranges (a Lua script picks a new range per request).
// Figures are MiB/s, each the median of `rounds` turns taken in order, and the ratios
// Tonearm / nginx and Tonearm / bare Node.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sendfileAvailable } from '../packages/server/src/platform/storage/sendfile';
import { startStreamingApp } from './support/streaming-app';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '8' },
    'size-mb': { type: 'string', default: '64' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const size = Number(values['size-mb']) * 1024 * 1024;
const NGINX = '/usr/sbin/nginx';
const WRK = '/usr/bin/wrk';

/** Async: the app under test runs in this process and must keep serving meanwhile. */
async function wrk(url: string, script?: string): Promise<{ mbps: number; rps: number }> {
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
  const transfer = /Transfer\/sec:\s+([\d.]+)(\w+)/.exec(out);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const unit = { B: 1e-6, KB: 1e-3, MB: 1, GB: 1e3 }[transfer?.[2] ?? 'MB'] ?? 1;
  if (/Non-2xx/.test(out)) throw new Error(`wrk saw errors for ${url}:\n${out}`);
  return { mbps: Number(transfer?.[1] ?? 0) * unit * 1.048576, rps: Number(rps?.[1] ?? 0) };
}

/** Resolves once something accepts connections on the port (a server started meanwhile). */
async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
      socket.once('connect', () => socket.destroy());
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** CPU seconds used so far by nginx's workers (children of the master), from /proc. */
function nginxCpuSeconds(masterPid: number): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === masterPid || Number(entry) === masterPid) {
        ticks += Number(fields[11]) + Number(fields[12]);
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
}

async function main(): Promise<void> {
  // Tonearm on a fresh database with one track pointing at the file.
  const server = await startStreamingApp({ size });
  const { dir, uploads, key } = server;
  const appPort = server.port;

  // nginx serving the same directory.
  const nginxPort = appPort + 1;
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

  const tonearmUrl = server.streamUrl;
  const nginxUrl = `http://127.0.0.1:${nginxPort}/${key}`;

  // The bare Node reference, in a process of its own like nginx.
  const nodePort = appPort + 2;
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
  const bareNodeUrl = `http://127.0.0.1:${nodePort}/`;
  try {
    await Promise.all([waitForPort(nginxPort), waitForPort(nodePort)]);
    // Sanity: both answer the same bytes for a range.
    const a = Buffer.from(
      await (await fetch(tonearmUrl, { headers: { range: 'bytes=100-199' } })).arrayBuffer(),
    );
    const b = Buffer.from(
      await (await fetch(nginxUrl, { headers: { range: 'bytes=100-199' } })).arrayBuffer(),
    );
    if (!a.equals(b) || a.length !== 100) {
      throw new Error(`Tonearm and nginx disagree on a range (${a.length} / ${b.length} bytes)`);
    }

    console.log(
      `\nStreaming a ${values['size-mb']} MiB file, wrk -t2 -c${connections} -d${seconds}s, median of ${rounds} rounds (MiB/s; load average ${os.loadavg()[0]!.toFixed(1)}; sendfile ${sendfileAvailable ? 'on' : 'off'})`,
    );
    console.log(
      'case                 |   nginx  | bare Node | Tonearm | Tonearm/nginx | Tonearm/bare Node | CPU s per GiB: nginx | Tonearm',
    );
    for (const [name, script] of [
      ...(process.env.BENCH_ONLY_RANGES ? [] : ([['whole file', undefined]] as const)),
      ['random 1 MiB ranges', lua],
    ] as const) {
      // The three servers take turns, `rounds` times, and each figure is the median of its
      // runs: a burst of load elsewhere on the machine then skews one run, not the ratio.
      const runs = { nginx: [] as number[], bare: [] as number[], ours: [] as number[] };
      let nginxCpuTotal = 0;
      let ourCpuTotal = 0;
      for (let round = 0; round < rounds; round += 1) {
        // CPU time per GiB served does not depend on how busy the rest of the machine is.
        const n0 = nginxCpuSeconds(nginx.pid!);
        runs.nginx.push((await wrk(nginxUrl, script)).mbps);
        nginxCpuTotal += nginxCpuSeconds(nginx.pid!) - n0;
        runs.bare.push((await wrk(bareNodeUrl, script)).mbps);
        const c0 = process.cpuUsage();
        runs.ours.push((await wrk(tonearmUrl, script)).mbps);
        const c1 = process.cpuUsage(c0);
        ourCpuTotal += (c1.user + c1.system) / 1e6;
      }
      const perGiB = (cpu: number, mbps: number[]) =>
        cpu / ((mbps.reduce((sum, x) => sum + x, 0) * seconds) / 1024);
      const nginxCpu = perGiB(nginxCpuTotal, runs.nginx);
      const ourCpu = perGiB(ourCpuTotal, runs.ours);
      const ref = { mbps: median(runs.nginx) };
      const bare = { mbps: median(runs.bare) };
      const ours = { mbps: median(runs.ours) };
      console.log(
        [
          name.padEnd(20),
          ref.mbps.toFixed(0).padStart(7),
          bare.mbps.toFixed(0).padStart(8),
          ours.mbps.toFixed(0).padStart(7),
          (ours.mbps / ref.mbps).toFixed(2).padStart(13),
          (ours.mbps / bare.mbps).toFixed(2).padStart(17),
          nginxCpu.toFixed(2).padStart(20),
          ourCpu.toFixed(2),
        ].join(' | '),
      );
    }
  } finally {
    nginx.kill('SIGTERM');
    bareNode.kill('SIGTERM');
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
