// Builds the server's optional native addon (packages/server/native: sendfile(2) for the audio
// stream route) with node-gyp against this Node's own headers. Run by `npm install`; a failure
// is a warning, not an error: without the addon the route streams through Node as before.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'packages/server/native');

function nodeGyp() {
  // npm hands its bundled node-gyp to the scripts it runs; otherwise look beside npm.
  const candidates = [
    process.env.npm_config_node_gyp,
    path.join(
      path.dirname(process.execPath),
      '../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js',
    ),
  ];
  return candidates.find((file) => file && fs.existsSync(file));
}

/** Headers installed with Node (Debian's and the official builds have them): no download. */
function nodeDir() {
  if (process.env.npm_config_nodedir) return process.env.npm_config_nodedir;
  const prefix = path.resolve(path.dirname(process.execPath), '..');
  return fs.existsSync(path.join(prefix, 'include/node/node_api.h')) ? prefix : undefined;
}

if (process.platform !== 'linux') {
  console.log('native: sendfile is built on Linux only; streaming uses Node streams here.');
  process.exit(0);
}
const gyp = nodeGyp();
const nodedir = nodeDir();
if (!gyp || !nodedir) {
  console.warn(
    `native: not built (${gyp ? "no Node headers found; set npm's nodedir" : 'node-gyp not found'}); streaming uses Node streams.`,
  );
  process.exit(0);
}
const result = spawnSync(
  process.execPath,
  [gyp, 'rebuild', '--loglevel=warn', `--nodedir=${nodedir}`],
  {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
if (result.status === 0) {
  console.log('native: built packages/server/native (sendfile, memory trim).');
} else {
  console.warn('native: the build failed (see above); streaming uses Node streams.');
}
