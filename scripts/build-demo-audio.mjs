// Renders the demo catalog's music once, at build time, into packages/server/dist/demo-audio/
// (one WAV per demo track and a manifest), so a fresh data dir with SEED_DEMO copies files
// instead of synthesising them before the server listens. The rendering is the server's own
// code (src/seed/demo/demo-audio.ts with the synth), bundled in memory by esbuild and run here;
// when the folder already matches the synth and the track list, nothing is rendered.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'packages/server');
const outDir = path.join(serverDir, 'dist/demo-audio');

const started = Date.now();
const bundle = await build({
  entryPoints: [path.join(serverDir, 'src/seed/demo/demo-audio.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  logLevel: 'warning',
});
// Self-contained apart from node: built-ins, so it runs from memory.
const code = Buffer.from(bundle.outputFiles[0].contents).toString('base64');
const demoAudio = await import(`data:text/javascript;base64,${code}`);

const result = await demoAudio.buildDemoAudio(outDir, demoAudio.demoAudioPlan(), serverDir);
const size = `${result.tracks} tracks, ${(result.bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  result.built
    ? `demo audio built: packages/server/dist/demo-audio (${size}) in ${Date.now() - started} ms`
    : `demo audio up to date: packages/server/dist/demo-audio (${size})`,
);
