// `npm test`: the unit and API suites (Vitest) while the web app builds, then the end-to-end
// suite (Playwright) against that one build. Prints each stage's time; exits non-zero when any
// stage fails, after running every stage it can.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const times = [];

function run(name, command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (options.quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('exit', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      times.push({ name, seconds, ok: code === 0 });
      // A quiet stage shows its output only when it failed.
      if (options.quiet && code !== 0) process.stdout.write(output);
      console.log(
        `\n[${name}] ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s`,
      );
      resolve(code === 0);
    });
  });
}

const [unit, build] = await Promise.all([
  run('unit and API tests', npx, ['vitest', 'run']),
  run('web build', npm, ['run', 'build'], { quiet: true }),
]);
const e2e = build ? await run('end-to-end tests', npx, ['playwright', 'test']) : false;

console.log('\nstage times:');
for (const { name, seconds, ok } of times)
  console.log(`  ${name.padEnd(20)} ${String(seconds).padStart(5)} s  ${ok ? 'ok' : 'FAILED'}`);
process.exit(unit && build && e2e ? 0 : 1);
