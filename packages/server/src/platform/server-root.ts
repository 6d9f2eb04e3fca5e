import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (packages/server), found by walking up from this module: the same
 * answer whether the server runs from its TypeScript (src/, in tests and `npm run dev`) or from
 * the build (dist/server.js, one file). Files the server reads at run time (the native addon, data
 * files beside their module, the built web app) are named from here, never from import.meta.url.
 */
export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

function findServerRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name ===
        '@tonearm/server'
    )
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`No @tonearm/server package above ${start}`);
  }
}

/** A path inside the server package, e.g. `serverPath('native/build/Release/sendfile.node')`. */
export function serverPath(...segments: string[]): string {
  return path.join(SERVER_ROOT, ...segments);
}
