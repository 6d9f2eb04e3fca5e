import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_ROOT } from '../../platform/server-root';
import { LocalAudioStore, S3AudioStore } from '../../platform/storage/audio-store';
import { startS3rver } from '../../test/s3-emulators';
import { useS3Emulator } from '../../test/use-s3-emulator';
import { useTestApp } from '../../test/use-test-app';
import type { TestApp } from '../../test/test-app';
import { seedDemoCatalog } from './demo-catalog';
import { buildDemoAudio, demoAudioPlan, loadPrebuiltDemoAudio } from './demo-audio';

// Short songs, so the suite stays fast, but long enough for a few lines of timed lyrics; the
// plan (and so the build's key) says so too.
const seconds = () => 8;
const plan = demoAudioPlan(seconds);

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-demo-audio-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** What the catalog says about each demo track: the rows that must not depend on the source. */
async function trackRows(t: TestApp) {
  return t.database.db
    .selectFrom('tracks')
    .leftJoin('lyrics', 'lyrics.track_id', 'tracks.id')
    .select([
      'tracks.name',
      'tracks.duration_ms',
      'tracks.audio_key',
      'tracks.audio_mime',
      'tracks.audio_size',
      'lyrics.text as lyrics',
    ])
    .orderBy('tracks.audio_key')
    .execute();
}

/** A digest of each stored audio file, read back through the app's audio store. */
async function storedAudio(t: TestApp) {
  const digests: Record<string, string> = {};
  for (const track of plan) {
    const hash = createHash('sha256');
    for await (const chunk of t.services.player.audio.read(track.key)) hash.update(chunk as Buffer);
    digests[track.key] = hash.digest('hex');
  }
  return digests;
}

async function seed(t: TestApp, prebuiltAudioDir: string) {
  const logged: string[] = [];
  const seeded = await seedDemoCatalog(t.services, t.config, {
    seconds,
    prebuiltAudioDir,
    log: { info: (message) => logged.push(message) },
  });
  expect(seeded).toBe(true);
  return logged;
}

describe('the demo catalog with prebuilt audio', () => {
  const fromBuild = useTestApp();
  const synthesised = useTestApp();
  const s3 = useS3Emulator(startS3rver);
  const onS3 = useTestApp(() => s3.env);
  let built: string;
  beforeAll(async () => {
    built = tempDir();
    expect(await buildDemoAudio(built, plan, SERVER_ROOT)).toMatchObject({
      built: true,
      tracks: 42,
    });
  });

  it('copies the built files instead of synthesising, and the catalog is the same', async () => {
    // Synthesised audio reaches a local store through write(); built files are copied.
    const writes = vi.spyOn(LocalAudioStore.prototype, 'write');
    const copies = vi.spyOn(fs.promises, 'copyFile');
    expect(await seed(fromBuild, built)).toContainEqual(
      expect.stringMatching(/\(42 of 42 tracks copied from the build\)$/),
    );
    expect(writes).not.toHaveBeenCalled();
    expect(copies).toHaveBeenCalledTimes(42);

    writes.mockClear();
    copies.mockClear();
    const logged = await seed(synthesised, path.join(built, 'not-there'));
    expect(logged[0]).toMatch(/^demo audio is synthesised now \(no usable build: no manifest/);
    expect(logged).toContainEqual(expect.stringMatching(/\(0 of 42 tracks copied/));
    expect(writes).toHaveBeenCalledTimes(42);
    expect(copies).not.toHaveBeenCalled();

    const rows = await trackRows(fromBuild);
    expect(rows).toHaveLength(42);
    expect(rows.filter((row) => row.lyrics?.startsWith('[00:0')).length).toBeGreaterThan(10);
    expect(rows.every((row) => row.audio_mime === 'audio/wav' && row.audio_size! > 1000)).toBe(
      true,
    );
    expect(rows).toEqual(await trackRows(synthesised));
    expect(await storedAudio(fromBuild)).toEqual(await storedAudio(synthesised));
  });

  it('writes the built files through the store when it is not a local folder', async () => {
    const writes = vi.spyOn(S3AudioStore.prototype, 'write');
    await seed(onS3, built);
    expect(writes).toHaveBeenCalledTimes(42);
    expect(await trackRows(onS3)).toEqual(await trackRows(fromBuild));
    expect(await storedAudio(onS3)).toEqual(await storedAudio(fromBuild));
  });
});

describe('the prebuilt demo audio', () => {
  const few = plan.slice(0, 3);

  it('is used only when built from the same synth and tracks', async () => {
    const dir = tempDir();
    await buildDemoAudio(dir, few, SERVER_ROOT);
    const current = await loadPrebuiltDemoAudio(dir, few, SERVER_ROOT);
    expect(current.usable && [...current.tracks.keys()]).toEqual(few.map((t) => t.key));

    // Other tracks or other lengths: stale.
    expect(await loadPrebuiltDemoAudio(dir, plan.slice(0, 4), SERVER_ROOT)).toEqual({
      usable: false,
      reason: 'built from another synth or plan',
    });
    const longer = demoAudioPlan(() => 9).slice(0, 3);
    expect(await loadPrebuiltDemoAudio(dir, longer, SERVER_ROOT)).toMatchObject({
      usable: false,
    });

    // Another synth (a copy of its source with one change): stale; no synth source: unusable.
    const otherRoot = tempDir();
    const synth = path.join(otherRoot, 'src/seed/demo/synth.ts');
    fs.mkdirSync(path.dirname(synth), { recursive: true });
    const source = fs.readFileSync(path.join(SERVER_ROOT, 'src/seed/demo/synth.ts'), 'utf8');
    fs.writeFileSync(synth, source.replace('0.4965', '0.4966'));
    expect(await loadPrebuiltDemoAudio(dir, few, otherRoot)).toEqual({
      usable: false,
      reason: 'built from another synth or plan',
    });
    expect(await loadPrebuiltDemoAudio(dir, few, tempDir())).toEqual({
      usable: false,
      reason: 'src/seed/demo/synth.ts is missing',
    });
  });

  it('leaves out a damaged file, and the next build renders again', async () => {
    const dir = tempDir();
    await buildDemoAudio(dir, few, SERVER_ROOT);
    expect(await buildDemoAudio(dir, few, SERVER_ROOT)).toMatchObject({ built: false });

    const damaged = path.join(dir, path.basename(few[1]!.key));
    fs.truncateSync(damaged, 100);
    const loaded = await loadPrebuiltDemoAudio(dir, few, SERVER_ROOT);
    expect(loaded.usable && [...loaded.tracks.keys()]).toEqual([few[0]!.key, few[2]!.key]);

    expect(await buildDemoAudio(dir, few, SERVER_ROOT)).toMatchObject({ built: true });
    const rebuilt = await loadPrebuiltDemoAudio(dir, few, SERVER_ROOT);
    expect(rebuilt.usable && rebuilt.tracks.size).toBe(3);
    expect(fs.statSync(damaged).size).toBeGreaterThan(100);
  });

  it('is not trusted when its manifest is unreadable', async () => {
    const dir = tempDir();
    await buildDemoAudio(dir, few, SERVER_ROOT);
    fs.writeFileSync(path.join(dir, 'manifest.json'), '{"key": 1}');
    expect(await loadPrebuiltDemoAudio(dir, few, SERVER_ROOT)).toEqual({
      usable: false,
      reason: 'bad manifest.json',
    });
  });
});
