import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { slugify } from '@tonearm/shared/format/slugify';
import { z } from 'zod';
import { ALBUMS, GENRES } from './demo-data';
import { renderSong, type SongSpec } from './synth';

/**
 * The demo catalog's music, rendered once by `npm run build` (scripts/build-demo-audio.mjs) into
 * packages/server/dist/demo-audio/, so a fresh data dir copies files instead of synthesising
 * ~70 MB of audio before the server listens. A manifest beside the files gives each track's
 * duration, bar starts and size, under a key hashed from everything the bytes depend on (the
 * synth's source and every track's spec): when either changes the build is stale, and the seed
 * synthesises as before until the next build.
 */

/** Seconds of music of the demo track at `index` (0-based, counting every album's tracks). */
export const DEMO_TRACK_SECONDS = (index: number): number => 30 + ((index * 7) % 13);

export interface DemoTrackAudio {
  /** 0-based, counting the tracks of every album in order. */
  index: number;
  /** Where the track's WAV goes in the audio store. */
  key: string;
  spec: SongSpec;
}

/** Every demo track's audio: its store key and what the synth renders for it. */
export function demoAudioPlan(seconds: (index: number) => number = DEMO_TRACK_SECONDS) {
  const genreStyle = new Map(GENRES.map((g) => [g.key, g.style]));
  return ALBUMS.flatMap((album) =>
    album.tracks.map((track) => ({ track, style: genreStyle.get(album.genres[0]!)! })),
  ).map(({ track, style }, index): DemoTrackAudio => ({
    index,
    key: `demo/track-${index + 1}-${slugify(track.name)}.wav`,
    spec: { seed: 7919 * (index + 1), style, seconds: seconds(index) },
  }));
}

/** The synth whose source text is part of the key, relative to the server package. */
const SYNTH_SOURCE = 'src/seed/demo/synth.ts';
/** Bumped when the manifest or the way files are written changes. */
const FORMAT = 'tonearm-demo-audio/1';
const MANIFEST = 'manifest.json';

/**
 * The key of the audio `plan` renders to with the synth in `serverRoot`: null when the synth's
 * source is not there to read (a server shipped without its src/), so nothing prebuilt is trusted.
 */
export function demoAudioKey(plan: DemoTrackAudio[], serverRoot: string): string | null {
  let synth: string;
  try {
    synth = fs.readFileSync(path.join(serverRoot, SYNTH_SOURCE), 'utf8');
  } catch {
    return null;
  }
  const tracks = plan.map((t) => [t.key, t.spec.seed, t.spec.style, t.spec.seconds]);
  return createHash('sha256')
    .update(`${FORMAT}\0${synth}\0${JSON.stringify(tracks)}`)
    .digest('hex');
}

const manifestSchema = z.object({
  key: z.string(),
  tracks: z.record(
    z.string(),
    z.object({
      // A plain name inside the folder, never a path.
      file: z.string().regex(/^[\w.-]+\.wav$/),
      size: z.number().int().positive(),
      durationMs: z.number().int().positive(),
      barsMs: z.array(z.number().int().nonnegative()),
    }),
  ),
});
type DemoAudioManifest = z.infer<typeof manifestSchema>;

/** A track's prebuilt file and what its catalog row needs. */
export interface PrebuiltDemoTrack {
  path: string;
  size: number;
  durationMs: number;
  barsMs: number[];
}

export type PrebuiltDemoAudio =
  { usable: true; tracks: Map<string, PrebuiltDemoTrack> } | { usable: false; reason: string };

/**
 * The prebuilt audio in `dir` when it was rendered from this synth and this plan: every track
 * whose file is there at the manifest's size (the others are synthesised at seed time).
 */
export async function loadPrebuiltDemoAudio(
  dir: string,
  plan: DemoTrackAudio[],
  serverRoot: string,
): Promise<PrebuiltDemoAudio> {
  let manifest: DemoAudioManifest;
  try {
    manifest = manifestSchema.parse(
      JSON.parse(await fs.promises.readFile(path.join(dir, MANIFEST), 'utf8')),
    );
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { usable: false, reason: missing ? `no ${MANIFEST} in ${dir}` : `bad ${MANIFEST}` };
  }
  const key = demoAudioKey(plan, serverRoot);
  if (!key) return { usable: false, reason: `${SYNTH_SOURCE} is missing` };
  if (manifest.key !== key) return { usable: false, reason: 'built from another synth or plan' };
  const tracks = new Map<string, PrebuiltDemoTrack>();
  for (const track of plan) {
    const entry = manifest.tracks[track.key];
    if (!entry) continue;
    const file = path.join(dir, entry.file);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat?.size === entry.size) tracks.set(track.key, { path: file, ...entry });
  }
  return { usable: true, tracks };
}

/**
 * Renders every track of `plan` into `dir` with its manifest, unless what is there is complete
 * and current. It renders into a folder beside `dir` and swaps it in at the end, so a server
 * seeding meanwhile sees the old build or the new one, and a build cut short changes nothing.
 */
export async function buildDemoAudio(
  dir: string,
  plan: DemoTrackAudio[],
  serverRoot: string,
): Promise<{ built: boolean; tracks: number; bytes: number }> {
  const current = await loadPrebuiltDemoAudio(dir, plan, serverRoot);
  if (current.usable && current.tracks.size === plan.length) {
    const bytes = [...current.tracks.values()].reduce((sum, t) => sum + t.size, 0);
    return { built: false, tracks: plan.length, bytes };
  }
  const key = demoAudioKey(plan, serverRoot);
  if (!key) throw new Error(`No ${SYNTH_SOURCE} under ${serverRoot}`);
  const building = `${dir}.building`;
  await fs.promises.rm(building, { recursive: true, force: true });
  await fs.promises.mkdir(building, { recursive: true });
  const manifest: DemoAudioManifest = { key, tracks: {} };
  let bytes = 0;
  for (const track of plan) {
    const song = renderSong(track.spec);
    const file = path.basename(track.key);
    await fs.promises.writeFile(path.join(building, file), song.wav);
    manifest.tracks[track.key] = {
      file,
      size: song.wav.length,
      durationMs: song.durationMs,
      barsMs: song.barsMs,
    };
    bytes += song.wav.length;
  }
  await fs.promises.writeFile(path.join(building, MANIFEST), JSON.stringify(manifest));
  await fs.promises.rm(dir, { recursive: true, force: true });
  await fs.promises.rename(building, dir);
  return { built: true, tracks: plan.length, bytes };
}
