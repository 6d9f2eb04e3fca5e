// Our Content-Security-Policy forbids eval; without jitless zod probes `new Function` when it
// builds an object schema and the browser reports a violation on every page.
//
// zod 4 keeps its configuration on globalThis.__zod_globalConfig and adopts an object already
// there (zod 4.6.7, v4/core/core.js), so this sets it without loading any of zod: the first script
// builds no schema and carries none of zod. zod-config.test.ts fails if an upgrade
// stops reading it, and `z.config()` would then be the fallback (at the cost of zod's core).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
