// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying the API).
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'packages/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, APP_DEBUG: process.env.APP_DEBUG ?? 'true' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', cwd: 'packages/web' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && (stop(), process.exit(code))));
