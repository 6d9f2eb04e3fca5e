import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUILT_SERVER_ARGS } from './built-server';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** How each kind of server starts: from the TypeScript, or the build `npm run serve` runs. */
const COMMANDS = {
  source: ['--import', 'tsx', fileURLToPath(new URL('../main.ts', import.meta.url))],
  build: BUILT_SERVER_ARGS,
};

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no graceful close, like a crash or a pulled plug. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
  /** Peak resident memory of the process, sampled from /proc, in bytes. */
  peakRss: () => number;
}

function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

/**
 * The real server as its own process (SQLite under `dataDir`), for tests that must kill and
 * restart it, and for benchmarks that measure its memory.
 */
export async function startServerProcess(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** The built server (e2e, benchmarks; `npm run build` first) or the source (default). */
  from?: 'source' | 'build';
  /** How long a start may take before it counts as failed (a loaded machine is slow). */
  startTimeoutMs?: number;
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const args = COMMANDS[options.from ?? 'source'];
  if (!existsSync(args.at(-1)!)) throw new Error(`No ${args.at(-1)}: run \`npm run build\` first.`);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ADMIN_EMAIL: 'admin@uploads.test',
      ADMIN_PASSWORD: 'admin-password',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      DATABASE_URL: '',
      ...options.env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let peak = 0;
  const sampler = setInterval(() => {
    void import('node:fs').then((fs) => {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        peak = Math.max(peak, kb * 1024);
      } catch {
        // The process has ended.
      }
    });
  }, 100);
  child.once('exit', () => clearInterval(sampler));
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${stderr}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    child,
    peakRss: () => peak,
    kill: async () => {
      child.kill('SIGKILL');
      await waitForExit(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await waitForExit(child);
    },
  };
}

/** Logs in over HTTP like a browser: the session cookie and a matching XSRF token. */
export async function loginOverHttp(
  url: string,
  credentials = { email: 'admin@uploads.test', password: 'admin-password' },
): Promise<{ cookie: string; xsrf: string; headers: Record<string, string> }> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
  };
  keep(await fetch(`${url}/api/v1/health`));
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: cookieHeader(),
      'x-xsrf-token': xsrf(),
    },
    body: JSON.stringify({ ...credentials, remember: true }),
  });
  if (!login.ok) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
  keep(login);
  return {
    cookie: cookieHeader(),
    xsrf: xsrf(),
    headers: { cookie: cookieHeader(), 'x-xsrf-token': xsrf() },
  };
}
