// `npm test`: the unit and API suites (Vitest) while the web app builds, and the end-to-end suite
// (Playwright) against that one build as soon as it is ready, beside the unit suites: browser tests
// spend most of their time waiting on pages and timers, so the two share the cores well. Prints
// each stage's time; exits non-zero when any stage fails, after running every stage it can.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const times = [];

function run(name, command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const captured = options.quiet || options.held;
    const child = spawn(command, args, {
      stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (captured) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('exit', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      times.push({ name, seconds, ok: code === 0 });
      // A quiet stage shows its output only when it failed; a held one always.
      if (options.held || (options.quiet && code !== 0)) {
        process.stdout.write(`\n---- ${name} ----\n${output}---- end of ${name} ----\n`);
      }
      console.log(
        `\n[${name}] ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s`,
      );
      resolve(code === 0);
    });
  });
}

const unitRun = run('unit and API tests', npx, ['vitest', 'run']);
const build = await run('web build', npm, ['run', 'build'], { quiet: true });
// Its output is held back and printed whole when it ends, so it does not interleave with the
// unit suites' progress.
const e2e = build
  ? await run('end-to-end tests', npx, ['playwright', 'test'], { held: true })
  : false;
const unit = await unitRun;

console.log('\nstage times:');
for (const { name, seconds, ok } of times)
  console.log(`  ${name.padEnd(20)} ${String(seconds).padStart(5)} s  ${ok ? 'ok' : 'FAILED'}`);
process.exit(unit && build && e2e ? 0 : 1);
