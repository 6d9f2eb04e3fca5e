// Starts the real server on a fresh database for the e2e run (the web app is already built).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

fs.rmSync(process.env.DATA_DIR ?? '.e2e-data', { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
