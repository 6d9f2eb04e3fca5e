import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MUSIC_MESSAGES,
  type DraftsResponse,
  type EditableTrack,
} from '@tonearm/shared/music/music.schemas';
import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { Redis } from 'ioredis';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TINY_PNG } from '../../test/audio-fixture';
import { buildUser, loginAs } from '../../test/factories';
import { createTestApp, type TestClient, type TestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { parseEbur128Summary } from './audio-processing';
import { PROCESS_TRACK_JOB } from './music-import.service';
import { makeTaggedMp3, type Mp3Tags } from '../../test/fixtures/test-audio';
import { has } from '../../test/capabilities';
import { storedValue } from '../../test/stored-rows';

const ffmpeg = has('the audio processing suites', 'ffmpeg');

async function upload(client: TestClient, body: Buffer, name: string, type: string) {
  const data = new FormData();
  data.append('metadata', JSON.stringify({ clientSize: body.length }));
  data.append('file', new Blob([body], { type }), name);
  const response = await client.post('/api/v1/file-entries', data);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ fileEntry: FileEntry }>().fileEntry;
}

async function importEntry(client: TestClient, id: number) {
  return client.post('/api/v1/backstage/imports', { file_entry_id: id });
}

async function importMp3(client: TestClient, tags: Mp3Tags, name = 'song.mp3') {
  const entry = await upload(client, makeTaggedMp3(tags), name, 'audio/mpeg');
  const response = await importEntry(client, entry.id);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ track: EditableTrack }>().track;
}

async function rowCounts(t: TestApp) {
  const count = async (table: 'tracks' | 'albums' | 'artists' | 'genres' | 'lyrics') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    tracks: await count('tracks'),
    albums: await count('albums'),
    artists: await count('artists'),
    genres: await count('genres'),
    lyrics: await count('lyrics'),
  };
}

describe.skipIf(!ffmpeg)('uploads become draft tracks (embedded queue)', () => {
  let artist: TestClient;
  let artistId: number;

  const t = useTestApp();
  beforeAll(async () => {
    const user = await buildUser(t, { permissions: [{ name: 'music.create' }] });
    artistId = user.id;
    artist = await loginAs(t, user);
  });

  it('imports an MP3 as a draft with its tags, then the job measures it', async () => {
    const track = await importMp3(artist, {
      title: 'Night Drive',
      artist: 'The Importers',
      album: 'Tagged Album',
      track: 4,
      genre: 'Synth Pop',
      date: '2021',
      lyrics: '[00:01.00] first line\n[00:02.50] second line',
      cover: true,
    });
    expect(track).toMatchObject({
      name: 'Night Drive',
      number: 4,
      status: 'draft',
      public: true,
      user_id: artistId,
      processing: 'queued',
      processing_progress: 0,
      loudness_lufs: null,
      artists: [{ name: 'The Importers' }],
      album: { name: 'Tagged Album', artists: [{ name: 'The Importers' }] },
      genres: [{ name: 'Synth Pop', slug: 'synth-pop' }],
      lyrics: { text: '[00:01.00] first line\n[00:02.50] second line', is_synced: true },
      has_lyrics: true,
    });
    expect(track.image).toMatch(/^\/storage\/covers\//);
    const cover = await artist.get(track.image!);
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload.equals(TINY_PNG)).toBe(true);
    const album = await t.database.db
      .selectFrom('albums')
      .selectAll()
      .where('id', '=', track.album_id!)
      .executeTakeFirstOrThrow();
    expect(album).toMatchObject({ status: 'draft', release_date: '2021-01-01', user_id: artistId });
    expect(album.image).toBe(track.image);
    // The artist is new, and managed by the uploader.
    expect(await storedValue(t, 'artists', track.artists[0]!.id, 'user_id')).toBe(artistId);

    await t.app.services.jobs.drain();
    const drafts = (await artist.get('/api/v1/backstage/drafts')).json<DraftsResponse>();
    const done = drafts.tracks.find((candidate) => candidate.id === track.id)!;
    expect(done.processing).toBe('done');
    expect(done.processing_progress).toBe(100);
    expect(done.processing_error).toBeNull();
    expect(Math.abs(done.duration_ms - 3000)).toBeLessThan(150);
    expect(done.waveform!.length).toBeGreaterThan(10);
    // What ffmpeg itself says of the same bytes.
    const stored = path.join(
      t.config.dataDir,
      'storage',
      'uploads',
      ...(await audioKey(t, track.id)).split('/'),
    );
    const reference = referenceLoudness(stored);
    expect(Math.abs(done.loudness_lufs! - reference.integrated!)).toBeLessThanOrEqual(1);
    // A 1 kHz sine at amplitude 1/8 (-18 dBFS) measures about -21 LUFS.
    expect(done.loudness_lufs!).toBeGreaterThan(-23);
    expect(done.loudness_lufs!).toBeLessThan(-20);
    expect(Math.abs(done.true_peak_db! - reference.truePeak!)).toBeLessThanOrEqual(1);

    // The run is in the admin schedule log.
    const runs = await t.database.db
      .selectFrom('schedule_log')
      .selectAll()
      .where('name', '=', `job:${PROCESS_TRACK_JOB}`)
      .execute();
    expect(runs.some((run) => run.result === 'ok')).toBe(true);
  }, 60_000);

  it('groups the files of one album into one album, tracks in order', async () => {
    const tags = (n: number) => ({
      title: `Part ${n}`,
      artist: 'Trio Band',
      album: 'Three Parts',
      track: n,
      genre: 'Jazz',
      date: '2019',
    });
    const third = await importMp3(artist, tags(3));
    const first = await importMp3(artist, tags(1));
    const second = await importMp3(artist, tags(2));
    expect(new Set([first.album_id, second.album_id, third.album_id]).size).toBe(1);
    // "trio band" again, any case: the same artist of this user, not a new one.
    const again = await importMp3(artist, { ...tags(9), artist: 'TRIO BAND', album: 'Other' });
    expect(again.artists[0]!.id).toBe(first.artists[0]!.id);

    const drafts = (await artist.get('/api/v1/backstage/drafts')).json<DraftsResponse>();
    const album = drafts.albums.find((candidate) => candidate.id === first.album_id)!;
    expect(album.tracks.map((track) => track.name)).toEqual(['Part 1', 'Part 2', 'Part 3']);
    expect(album.tracks_count).toBe(3);
    // Newest first.
    expect(drafts.tracks[0]!.id).toBe(again.id);
  }, 60_000);

  it("never attaches another user's artist", async () => {
    const other = await loginAs(t, await buildUser(t, { permissions: [{ name: 'music.create' }] }));
    const mine = await importMp3(artist, { title: 'A', artist: 'Shared Name' });
    const theirs = await importMp3(other, { title: 'B', artist: 'Shared Name' });
    expect(theirs.artists[0]!.id).not.toBe(mine.artists[0]!.id);
    // And their drafts are theirs alone.
    const drafts = (await other.get('/api/v1/backstage/drafts')).json<DraftsResponse>();
    expect(drafts.tracks.map((track) => track.id)).toEqual([theirs.id]);
    expect(drafts.albums).toEqual([]);
  });

  it('names a track without tags after its file', async () => {
    const track = await importMp3(artist, {}, 'My Demo Take.mp3');
    expect(track).toMatchObject({ name: 'My Demo Take', artists: [], album: null, number: null });
  });

  it('refuses bad audio with a clear message and leaves nothing behind', async () => {
    const before = await rowCounts(t);
    // An MP3 whose frames are noise: sniffed as audio, but nothing decodes.
    const good = makeTaggedMp3({
      title: 'Broken',
      artist: 'Nobody New',
      album: 'Never',
      genre: 'Brokencore',
    });
    const broken = Buffer.concat([good.subarray(0, 4096), Buffer.alloc(good.length, 0x5a)]);
    broken.fill(0x5a, 2048);
    const entry = await upload(artist, broken, 'broken.mp3', 'audio/mpeg');
    const response = await importEntry(artist, entry.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { file_entry_id: [MUSIC_MESSAGES.notAudio] },
    });
    // Not audio at all.
    const image = await upload(artist, TINY_PNG, 'cover.png', 'image/png');
    const refused = await importEntry(artist, image.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.file_entry_id).toEqual([
      MUSIC_MESSAGES.notAudio,
    ]);
    expect(await rowCounts(t)).toEqual(before);
  });

  it("answers 404 for a missing entry and 403 for someone else's", async () => {
    expect((await importEntry(artist, 999_999)).statusCode).toBe(404);
    const other = await loginAs(t, await buildUser(t, { permissions: [{ name: 'music.create' }] }));
    const entry = await upload(other, makeTaggedMp3({ title: 'Theirs' }), 'x.mp3', 'audio/mpeg');
    expect((await importEntry(artist, entry.id)).statusCode).toBe(403);
    const plain = await loginAs(t, await buildUser(t));
    expect((await importEntry(plain, entry.id)).statusCode).toBe(403);
    expect((await importEntry(artist, 0)).statusCode).toBe(422);
  });

  it('marks the track failed with its error once every retry has failed', async () => {
    const track = await importMp3(artist, { title: 'Vanishing' });
    // The stored audio disappears, so every attempt fails; retries come quickly for the test.
    fs.rmSync(
      path.join(
        t.config.dataDir,
        'storage',
        'uploads',
        ...(await audioKey(t, track.id)).split('/'),
      ),
    );
    await t.database.db.updateTable('jobs').set({ backoff_ms: 5 }).execute();
    await t.app.services.jobs.drain();
    const failed = await t.app.services.musicPresenter.track(track.id, track.user_id!);
    expect(failed).toMatchObject({ processing: 'failed' });
    expect(failed!.processing_error).toBeTruthy();
    const job = await t.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('data', 'like', `{"trackId":${track.id},%`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', attempts_made: 3 });
  }, 60_000);
});

/**
 * Makes the processing job of `t` hang forever, as a process that dies mid-run; the returned
 * promise settles once a job is running in it.
 */
function hangTrackProcessing(t: TestApp): Promise<void> {
  return new Promise<void>((started) => {
    t.app.services.jobs.define({
      name: PROCESS_TRACK_JOB,
      handler: () => {
        started();
        return new Promise<void>(() => undefined);
      },
    });
  });
}

describe.skipIf(!ffmpeg)('a job killed mid-run (embedded queue)', () => {
  it('is run again after a restart and the track ends done', async () => {
    const t = await createTestApp({ JOB_LEASE_MS: '300' });
    try {
      const artist = await loginAs(
        t,
        await buildUser(t, { permissions: [{ name: 'music.create' }] }),
      );
      const track = await importMp3(artist, { title: 'Survivor' });
      // The first process takes the job and hangs in it, then dies without finishing.
      const running = hangTrackProcessing(t);
      void t.app.services.jobs.drain().catch(() => undefined);
      await running;
      await t.app.services.jobs.close({ graceMs: 0 });
      await t.app.close();
      const leased = await t.database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
      expect(leased).toMatchObject({ status: 'active', attempts_made: 1 });

      // A new process on the same database, once the lease has run out.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const restarted = await buildApp(t.config, { db: t.database.db });
      try {
        await restarted.services.jobs.drain();
        const done = await restarted.services.musicPresenter.track(track.id, track.user_id!);
        expect(done).toMatchObject({ processing: 'done', processing_progress: 100 });
        expect(done!.loudness_lufs).not.toBeNull();
        const job = await t.database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
        expect(job).toMatchObject({ status: 'done', attempts_made: 2 });
      } finally {
        await restarted.close();
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});

const redisUrl = has('the BullMQ adapter', 'redis') ? process.env.TEST_REDIS_URL : undefined;

describe.skipIf(!ffmpeg || !redisUrl)('the BullMQ adapter (Redis)', () => {
  it('processes an import, and takes a job again after a crash and restart', async () => {
    const prefix = `tonearm-test-${Math.random().toString(36).slice(2)}`;
    const t = await createTestApp({
      REDIS_URL: redisUrl!,
      QUEUE_PREFIX: prefix,
      JOB_LEASE_MS: '1000',
    });
    try {
      expect(t.app.services.jobs.engine).toBe('redis');
      const artist = await loginAs(
        t,
        await buildUser(t, { permissions: [{ name: 'music.create' }] }),
      );
      const first = await importMp3(artist, { title: 'On Redis' });
      await t.app.services.jobs.drain();
      expect(await t.app.services.musicPresenter.track(first.id, first.user_id!)).toMatchObject({
        processing: 'done',
      });

      const running = hangTrackProcessing(t);
      // The worker runs already (the drain started it): the hanging handler comes first.
      const second = await importMp3(artist, { title: 'Crash On Redis' });
      await running;
      await t.app.services.jobs.close({ graceMs: 0 });
      await t.app.close();

      const restarted = await buildApp(t.config, { db: t.database.db });
      try {
        await restarted.services.jobs.drain({ timeoutMs: 60_000 });
        expect(
          await restarted.services.musicPresenter.track(second.id, second.user_id!),
        ).toMatchObject({
          processing: 'done',
        });
      } finally {
        await restarted.close();
      }
    } finally {
      await t.close();
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  }, 90_000);
});

async function audioKey(t: TestApp, trackId: number): Promise<string> {
  return (await storedValue(t, 'tracks', trackId, 'audio_key'))!;
}

function referenceLoudness(file: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-ref-'));
  try {
    const log = path.join(dir, 'log.txt');
    execFileSync(
      'sh',
      [
        '-c',
        `ffmpeg -nostats -hide_banner -i "$1" -vn -filter_complex ebur128=peak=true -f null - 2> "$2"`,
        'sh',
        file,
        log,
      ],
      { stdio: 'ignore' },
    );
    return parseEbur128Summary(fs.readFileSync(log, 'utf8'))!;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
