import { fileURLToPath } from 'node:url';

/** The built server (`npm run build`), the file `npm run serve` runs. */
export const BUILT_SERVER = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/**
 * How e2e and the benchmarks start it: as `npm run serve` does (keep the two the same). The
 * young generation's semi-spaces are capped at 2 MB (V8's default lets each grow to 16 MB, ~25 MB
 * of resident memory an idle server never needs, for scavenges that stay short with a server's
 * short-lived allocations). The entry itself maps stack traces to the TypeScript.
 */
export const BUILT_SERVER_ARGS = ['--max-semi-space-size=2', BUILT_SERVER];
