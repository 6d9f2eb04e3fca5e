// Starts the real server for the e2e run (the web app is already built), on a copy of the run's
// seeded template data folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { copyTemplate, TEMPLATES_DIR } from './data-template';
import { SERVER_ARGS } from './server-command';

// A new run starts from new templates: the schema or seed may have changed since the last.
fs.rmSync(TEMPLATES_DIR, { recursive: true, force: true });
await copyTemplate('demo', process.env.DATA_DIR ?? '.e2e-data');
const child = spawn(process.execPath, SERVER_ARGS, {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
