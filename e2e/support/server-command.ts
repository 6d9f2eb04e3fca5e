import { BUILT_SERVER_ARGS } from '../../packages/server/src/test/built-server';

/**
 * How e2e starts a server: the built one (`npm run build` makes packages/server/dist/main.js),
 * with the flags `npm run serve` gives it.
 */
export const SERVER_ARGS = BUILT_SERVER_ARGS;
