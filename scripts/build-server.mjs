// Builds the server (and the shared package it imports) into one ES module,
// packages/server/dist/main.js, with a source map beside it: `npm run serve` runs it with plain
// node and --enable-source-maps, so stack traces (the error dialog, the error log) point at the
// TypeScript lines. Dependencies stay in node_modules (external); only our own code is bundled.
// Type checking is `npm run typecheck`'s job, not this one's.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'packages/server');
const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@tonearm/'));

const started = Date.now();
const result = await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(serverDir, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Every package the server depends on, and their subpaths, load from node_modules at run time.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  // Paths in the map are relative to dist/, so they resolve to the .ts files in this checkout.
  sourcesContent: false,
  logLevel: 'warning',
  metafile: true,
});
const bytes =
  Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.bytes ?? 0;
console.log(
  `server built: packages/server/dist/main.js (${Math.round(bytes / 1024)} KB) in ${Date.now() - started} ms`,
);
