// Issue 27's figures in one run, each beside its reference (run on a quiet machine: the load
// average is printed before and after each part, and a ratio counts only below 2):
//   npm run bench            (builds first; or: node --import tsx bench/all.ts [--soak-seconds 600])
// 1. bench/runtime.ts: cold start against a bare node listener, idle and soak RSS.
// 2. bench/streaming.ts: whole files and random 1 MiB ranges against nginx, CPU per GiB.
// 3. bench/lighthouse.ts: the Lighthouse table of the landing pages (median of 3 runs).
// A part that fails is reported and the others still run; the exit code says whether all ran.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { 'soak-seconds': { type: 'string', default: '600' } },
});
const root = path.resolve(import.meta.dirname, '..');
const parts: [string, string[]][] = [
  ['runtime', ['bench/runtime.ts', '--soak-seconds', values['soak-seconds']]],
  ['streaming', ['bench/streaming.ts']],
  ['lighthouse', ['bench/lighthouse.ts', '--runs', '3']],
];
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

let failed = 0;
for (const [name, args] of parts) {
  console.log(`\n=== ${name} (load average ${loadAverage()}) ===`);
  const code = await new Promise<number | null>((resolve) => {
    spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, stdio: 'inherit' }).once(
      'exit',
      resolve,
    );
  });
  if (code !== 0) {
    failed++;
    console.log(`${name} failed (exit ${code})`);
  }
}
console.log(`\nload average at the end: ${loadAverage()}`);
process.exit(failed ? 1 : 0);
