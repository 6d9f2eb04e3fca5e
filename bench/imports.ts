// Uploads become music, measured in one run:
//   node --import tsx bench/imports.ts [--files 200] [--seconds 10] [--concurrency 4]
// Makes N tagged MP3s with ffmpeg (varied titles, artists, genres, years, covers; albums of
// 10 tracks), starts the real server as its own process on a fresh SQLite database (embedded
// job queue), uploads each file through the multipart `POST /api/v1/file-entries` the web app
// uses and imports it with `POST /api/v1/backstage/imports`, then waits until every
// `process-track` job has finished (GET backstage/drafts). It prints tracks per second for
// upload+import and to fully processed, the server's peak RSS (sampled from /proc), and a
// reference in the same run: ffmpeg's own `ebur128=peak=true` pass over the same files,
// sequentially, which is the floor of what processing must decode.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeTaggedMp3 } from '../packages/server/src/test/fixtures/test-audio';
import { loginOverHttp, startServerProcess } from '../packages/server/src/test/server-process';
import { numberArgs } from './support/number-args';

const {
  files: count,
  seconds,
  concurrency,
  port,
} = numberArgs({ files: '200', seconds: '10', concurrency: '4', port: '3298' });

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-bench-imports-'));
const dataDir = path.join(work, 'data');
const GENRES = ['Rock', 'Jazz', 'Synth Pop', 'Ambient', 'Hip Hop', 'Folk', 'Techno'];

interface Made {
  file: string;
  name: string;
}

function makeFiles(): Made[] {
  const made: Made[] = [];
  for (let i = 0; i < count; i++) {
    const album = Math.floor(i / 10);
    const withAlbum = album % 4 !== 3;
    const bytes = makeTaggedMp3(
      {
        title: `Bench Track ${i + 1}`,
        artist: `Bench Artist ${album % 13}`,
        album: withAlbum ? `Bench Album ${album}` : undefined,
        track: (i % 10) + 1,
        genre: GENRES[i % GENRES.length],
        date: String(1990 + (album % 30)),
        cover: i % 10 === 0,
        lyrics: i % 3 === 0 ? `[00:01.00] line one of ${i}\n[00:04.00] line two` : undefined,
      },
      { seconds, frequency: 220 + (i % 50) * 10 },
    );
    const file = path.join(work, `track-${i}.mp3`);
    fs.writeFileSync(file, bytes);
    made.push({ file, name: `track-${i}.mp3` });
  }
  return made;
}

/** The reference: ffmpeg's loudness pass over every file, one after another. */
function ffmpegReference(files: Made[]): number {
  const started = performance.now();
  for (const { file } of files)
    execFileSync(
      'ffmpeg',
      [
        '-nostats',
        '-hide_banner',
        '-i',
        file,
        '-vn',
        '-filter_complex',
        'ebur128=peak=true',
        '-f',
        'null',
        '-',
      ],
      { stdio: 'ignore' },
    );
  return performance.now() - started;
}

async function pool<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

async function main() {
  console.log(`Making ${count} tagged MP3s of ${seconds} s in ${work} ...`);
  let started = performance.now();
  const files = makeFiles();
  console.log(`  made in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const referenceMs = ffmpegReference(files);
  const server = await startServerProcess({
    port,
    dataDir,
    from: 'build',
    startTimeoutMs: 600_000,
  });
  try {
    const auth = await loginOverHttp(server.url, {
      email: 'admin@uploads.test',
      password: 'admin-password',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idleRss = server.peakRss();

    const trackIds: number[] = [];
    started = performance.now();
    await pool(files, concurrency, async ({ file, name }) => {
      const form = new FormData();
      form.append('metadata', JSON.stringify({ clientSize: fs.statSync(file).size }));
      form.append('file', await fs.openAsBlob(file, { type: 'audio/mpeg' }), name);
      const uploaded = await fetch(`${server.url}/api/v1/file-entries`, {
        method: 'POST',
        headers: auth.headers,
        body: form,
      });
      if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
      const entry = ((await uploaded.json()) as { fileEntry: { id: number } }).fileEntry;
      const imported = await fetch(`${server.url}/api/v1/backstage/imports`, {
        method: 'POST',
        headers: { ...auth.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ file_entry_id: entry.id }),
      });
      if (imported.status !== 201)
        throw new Error(`import: ${imported.status} ${await imported.text()}`);
      trackIds.push(((await imported.json()) as { track: { id: number } }).track.id);
    });
    const importMs = performance.now() - started;
    const importRss = server.peakRss();

    let done = 0;
    let failed = 0;
    let albums = 0;
    for (;;) {
      const drafts = (await (
        await fetch(`${server.url}/api/v1/backstage/drafts`, { headers: auth.headers })
      ).json()) as { tracks: { processing: string }[]; albums: unknown[] };
      done = drafts.tracks.filter((track) => track.processing === 'done').length;
      failed = drafts.tracks.filter((track) => track.processing === 'failed').length;
      albums = drafts.albums.length;
      if (done + failed >= trackIds.length) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const processedMs = performance.now() - started;
    const peakRss = server.peakRss();

    const perSecond = (n: number, ms: number) => (n / (ms / 1000)).toFixed(2);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    console.log('');
    console.log(
      `load average: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    console.log(`files: ${count} × ${seconds} s MP3 (64 kb/s), ${albums} draft albums`);
    console.log(`| measure                                   | value |`);
    console.log(`| ----------------------------------------- | ----: |`);
    console.log(
      `| upload + import, tracks/s (concurrency ${concurrency}) | ${perSecond(count, importMs)} |`,
    );
    console.log(
      `| to fully processed, tracks/s               | ${perSecond(count, processedMs)} |`,
    );
    console.log(`| processed: done / failed                  | ${done} / ${failed} |`);
    console.log(`| reference: ffmpeg ebur128 alone, tracks/s | ${perSecond(count, referenceMs)} |`);
    console.log(
      `| fully processed / reference               | ${(referenceMs / processedMs).toFixed(2)} |`,
    );
    console.log(
      `| server RSS idle / after imports / peak, MB | ${mb(idleRss)} / ${mb(importRss)} / ${mb(peakRss)} |`,
    );
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
