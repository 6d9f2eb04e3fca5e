/**
 * How e2e starts a server: the built one (`npm run build` makes packages/server/dist/main.js),
 * as `npm run serve` runs it, with stack traces mapped back to the TypeScript.
 */
export const SERVER_ARGS = ['--enable-source-maps', 'packages/server/dist/main.js'];
