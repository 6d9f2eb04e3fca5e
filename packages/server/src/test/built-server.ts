import { fileURLToPath } from 'node:url';

/** The built server (`npm run build`), the file `npm run serve` runs. */
export const BUILT_SERVER = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/**
 * How e2e and the benchmarks start it: as `npm run serve` does (keep the two the same). The
 * young generation's semi-spaces are capped at 2 MB (V8's default lets each grow to 16 MB, ~25 MB
 * of resident memory an idle server never needs, for scavenges that stay short with a server's
 * short-lived allocations). `gc()` is exposed for the collection the server runs once quiet
 * (platform/runtime/memory-release.ts). The entry itself maps stack traces to the TypeScript.
 */
export const BUILT_SERVER_ARGS = ['--max-semi-space-size=2', '--expose-gc', BUILT_SERVER];

/**
 * The environment a benchmark gives the built server: its port and data folder, SQLite and no
 * Redis whatever the caller's shell has set, warnings only in the log; and two malloc arenas, as
 * `npm run serve` sets (glibc reads it at start: see README "Decisions", memory).
 */
export function builtServerEnv(options: {
  port: number;
  dataDir: string;
  seedDemo: boolean;
}): Record<string, string> {
  return {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    SEED_DEMO: String(options.seedDemo),
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    MALLOC_ARENA_MAX: '2',
  };
}
