/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import fs from 'node:fs';
import path from 'node:path';
import type { EditableAlbum, EditableTrack } from '@tonearm/shared/music/music.schemas';
import { MUSIC_MESSAGES } from '@tonearm/shared/music/music.schemas';
import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { taggedWav } from '../../test/audio-fixture';
import { buildCatalog, channelSpec } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { albumEditorBody, buildOwnerMusic, trackEditorBody } from '../../test/music-fixtures';
import type { TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { TRACK_LIMIT_MESSAGE } from './music.service';
import { storedIds } from '../../test/stored-rows';

const t = useTestApp();
let artistA: TestClient;
let artistB: TestClient;
let editor: TestClient;
let aId: number;
let bId: number;
const audioChanged: number[] = [];

const put = (client: TestClient, url: string, payload: unknown) =>
  client.request({ method: 'PUT', url, payload: payload as string });
const del = (client: TestClient, url: string) => client.request({ method: 'DELETE', url });

async function uploadAudio(client: TestClient, name = 'song.wav'): Promise<FileEntry> {
  const data = new FormData();
  data.append('clientExtension', 'wav');
  data.append('file', new Blob([taggedWav(1)], { type: 'audio/wav' }), name);
  const response = await client.post('/api/v1/file-entries', data);
  expect(response.statusCode).toBe(201);
  return response.json<{ fileEntry: FileEntry }>().fileEntry;
}

function trackInput(overrides: Record<string, unknown> = {}) {
  return trackEditorBody({
    name: 'Editor Song',
    artists: [{ name: 'Editor Band' }],
    genres: ['Synthwave'],
    tags: ['late night'],
    ...overrides,
  });
}

const albumInput = (overrides: Record<string, unknown> = {}) =>
  albumEditorBody({
    name: 'Editor Album',
    artists: [{ name: 'Editor Band' }],
    release_date: '2026-01-02',
    ...overrides,
  });

const artistInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Renamed Band',
  image: null,
  bio: 'About us',
  links: [{ url: 'https://example.com', title: 'Site' }],
  genres: ['Synthwave'],
  verified: true,
  images: [],
  ...overrides,
});

async function createTrack(client: TestClient, overrides: Record<string, unknown> = {}) {
  const entry = await uploadAudio(client);
  const response = await client.post('/api/v1/tracks', {
    ...trackInput(overrides),
    file_entry_id: entry.id,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ track: EditableTrack }>().track;
}

async function searchTrackNames(client: TestClient, query: string): Promise<string[]> {
  const response = await client.get(
    `/api/v1/search/tracks?query=${encodeURIComponent(query)}&perPage=50`,
  );
  expect(response.statusCode).toBe(200);
  return response
    .json<{ pagination: { data: { name: string }[] } }>()
    .pagination.data.map((track) => track.name);
}

beforeAll(async () => {
  // Published music of others and an automatic list, for the drafts below to stay out of.
  await buildCatalog(t, {
    genres: ['Synthwave'],
    artists: ['Published Band'],
    albums: [
      {
        name: 'Out Already',
        artists: ['Published Band'],
        genres: ['Synthwave'],
        tracks: [{ name: 'Everyone Hears This', plays: 10, lyrics: true }],
      },
    ],
    channels: [channelSpec('top-tracks', { content_type: 'tracks', source: 'top-tracks' })],
  });
  // New or replaced audio is recorded here instead of going to the processing job.
  vi.spyOn(t.app.services.musicImport, 'enqueueProcessing').mockImplementation((id) => {
    audioChanged.push(id);
    return Promise.resolve();
  });
  const a = await buildUser(t, { permissions: [{ name: 'music.create' }] });
  const b = await buildUser(t, { permissions: [{ name: 'music.create' }] });
  aId = a.id;
  bId = b.id;
  artistA = await loginAs(t, a);
  artistB = await loginAs(t, b);
  editor = await loginAs(
    t,
    await buildUser(t, { permissions: [{ name: 'music.create' }, { name: 'music.update' }] }),
  );
}, 60_000);

describe('creating, editing and publishing a track', () => {
  it('makes a draft from uploaded audio, hidden from everyone but its owner until published', async () => {
    const track = await createTrack(artistA, { name: 'Quasar Lullaby' });
    expect(track).toMatchObject({
      name: 'Quasar Lullaby',
      status: 'draft',
      processing: 'queued',
      public: true,
      user_id: aId,
      editable: true,
      tags: [{ name: 'late night' }],
      genres: [{ name: 'Synthwave' }],
      artists: [{ name: 'Editor Band' }],
    });
    expect(track.duration_ms).toBeGreaterThan(500);
    expect(audioChanged).toContain(track.id);

    const guest = guestClient(t);
    for (const url of [
      `/api/v1/tracks/${track.id}`,
      `/api/v1/tracks/${track.id}/stream`,
      `/api/v1/tracks/${track.id}/comments`,
    ])
      expect((await guest.get(url)).statusCode, url).toBe(404);
    expect(await searchTrackNames(guest, 'quasar')).toEqual([]);
    expect(await searchTrackNames(artistB, 'quasar')).toEqual([]);
    expect(
      (await artistB.post(`/api/v1/tracks/${track.id}/comments`, { content: 'hi' })).statusCode,
    ).toBe(404);
    expect(
      (
        await artistB.post('/api/v1/library/likes', {
          likeable_type: 'track',
          likeable_id: track.id,
        })
      ).statusCode,
    ).toBe(404);

    // Its owner sees it, marked editable, and so does a music.update holder.
    const own = await artistA.get(`/api/v1/tracks/${track.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().track.editable).toBe(true);
    expect((await editor.get(`/api/v1/tracks/${track.id}`)).statusCode).toBe(200);
    expect(await searchTrackNames(artistA, 'quasar')).toEqual(['Quasar Lullaby']);

    // Lyrics: synced text must be LRC.
    const bad = await put(artistA, `/api/v1/tracks/${track.id}/lyrics`, {
      text: 'no times here',
      is_synced: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.text).toEqual([MUSIC_MESSAGES.invalidLrc]);
    const lyrics = await put(artistA, `/api/v1/tracks/${track.id}/lyrics`, {
      text: '[00:00.50] First line\n[00:01.00] Second line',
      is_synced: true,
    });
    expect(lyrics.statusCode).toBe(200);
    expect(lyrics.json().lyrics.lines).toHaveLength(2);
    expect((await guest.get(`/api/v1/tracks/${track.id}/lyrics`)).statusCode).toBe(404);

    const published = await artistA.post('/api/v1/music/publish', { track_ids: [track.id] });
    expect(published.statusCode).toBe(200);
    expect(published.json().tracks[0].status).toBe('published');

    const page = await guest.get(`/api/v1/tracks/${track.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().track.editable).toBeUndefined();
    expect(page.json().lyrics.is_synced).toBe(true);
    expect((await guest.get(`/api/v1/tracks/${track.id}/lyrics`)).statusCode).toBe(200);
    expect(await searchTrackNames(guest, 'quasar')).toEqual(['Quasar Lullaby']);
  });

  it('edits every field; renames reach search; artists by name are found or made', async () => {
    const track = await createTrack(artistA, { name: 'Nebula Drift' });
    await artistA.post('/api/v1/music/publish', { track_ids: [track.id] });
    const album = await artistA.post('/api/v1/albums', albumInput({ name: 'Driftwood Suite' }));
    expect(album.statusCode, album.body).toBe(201);
    const albumId = album.json().album.id as number;

    const updated = await put(
      artistA,
      `/api/v1/tracks/${track.id}`,
      trackInput({
        name: 'Nebula Drift (Remaster)',
        artists: [{ name: 'editor band' }, { name: 'Orbit Guest' }],
        album_id: albumId,
        number: 2,
        genres: ['Ambient'],
        tags: [],
        explicit: true,
        downloadable: true,
        description: 'New words',
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().track).toMatchObject({
      name: 'Nebula Drift (Remaster)',
      album_id: albumId,
      number: 2,
      explicit: true,
      downloadable: true,
      description: 'New words',
      genres: [{ name: 'Ambient' }],
      tags: [],
    });
    // "editor band" found the artist A already manages (case-insensitively).
    const artists = updated.json().track.artists as { id: number; name: string }[];
    expect(artists.map((a) => a.name)).toEqual(['Editor Band', 'Orbit Guest']);

    expect(await searchTrackNames(guestClient(t), 'remaster')).toEqual(['Nebula Drift (Remaster)']);
    // An artist rename reaches the tracks' search documents.
    const renamed = await put(
      artistA,
      `/api/v1/artists/${artists[1]!.id}`,
      artistInput({ name: 'Zeppelin Comet' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Only music.update changes `verified`.
    expect(renamed.json().artist.verified).toBe(false);
    expect(await searchTrackNames(guestClient(t), 'zeppelin')).toContain('Nebula Drift (Remaster)');
  });

  it('answers 422 for links that are not http(s)', async () => {
    const { ownArtistId } = await buildOwnerMusic(t, aId, { name: 'Links' });
    const response = await put(
      artistA,
      `/api/v1/artists/${ownArtistId}`,
      artistInput({ links: [{ url: 'javascript:alert(1)', title: 'x' }] }),
    );
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json().errors)).toContain(MUSIC_MESSAGES.linkScheme);
  });

  it('orders an album by track_ids and publishes the album with its drafts', async () => {
    const first = await createTrack(artistA, { name: 'Side A' });
    const second = await createTrack(artistA, { name: 'Side B' });
    const created = await artistA.post(
      '/api/v1/albums',
      albumInput({ name: 'Two Sides', track_ids: [second.id, first.id] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const album = created.json<{ album: EditableAlbum }>().album;
    expect(album.status).toBe('draft');
    expect(album.tracks.map((x: EditableTrack) => [x.name, x.number])).toEqual([
      ['Side B', 1],
      ['Side A', 2],
    ]);
    expect((await guestClient(t).get(`/api/v1/albums/${album.id}`)).statusCode).toBe(404);
    const published = await artistA.post('/api/v1/music/publish', { album_ids: [album.id] });
    expect(published.statusCode).toBe(200);
    expect(published.json().tracks).toHaveLength(2);
    const page = await guestClient(t).get(`/api/v1/albums/${album.id}`);
    expect(page.statusCode).toBe(200);
    const shown = page.json<{ album: { tracks: { name: string }[] } }>().album.tracks;
    expect(shown.map((x) => x.name)).toEqual(['Side B', 'Side A']);
  });

  it('refuses to publish a track whose processing failed', async () => {
    const track = await createTrack(artistA, { name: 'Broken Bytes' });
    await t.database.db
      .updateTable('tracks')
      .set({ processing: 'failed', processing_error: 'bad audio' })
      .where('id', '=', track.id)
      .execute();
    const response = await artistA.post('/api/v1/music/publish', { track_ids: [track.id] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.track_ids).toEqual([MUSIC_MESSAGES.cannotPublish]);
  });

  it('hides a published track with a future release time until then', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const track = await createTrack(artistA, { name: 'Tomorrowland Echo', release_at: future });
    await artistA.post('/api/v1/music/publish', { track_ids: [track.id] });
    const guest = guestClient(t);
    expect((await guest.get(`/api/v1/tracks/${track.id}`)).statusCode).toBe(404);
    expect(await searchTrackNames(guest, 'tomorrowland')).toEqual([]);
    expect((await artistA.get(`/api/v1/tracks/${track.id}`)).statusCode).toBe(200);
    await t.database.db
      .updateTable('tracks')
      .set({ release_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', track.id)
      .execute();
    expect((await guest.get(`/api/v1/tracks/${track.id}`)).statusCode).toBe(200);
  });

  it('keeps a private track from everyone but its owner', async () => {
    const track = await createTrack(artistA, { name: 'Secret Garden Loop', public: false });
    await artistA.post('/api/v1/music/publish', { track_ids: [track.id] });
    expect((await guestClient(t).get(`/api/v1/tracks/${track.id}`)).statusCode).toBe(404);
    expect((await artistB.get(`/api/v1/tracks/${track.id}/stream`)).statusCode).toBe(404);
    expect((await artistA.get(`/api/v1/tracks/${track.id}`)).statusCode).toBe(200);
    // A draft or private track cannot be added to a playlist by someone who cannot see it.
    const playlist = await artistB.post('/api/v1/playlists', { name: 'Mine' });
    const add = await artistB.post(`/api/v1/playlists/${playlist.json().playlist.id}/tracks`, {
      track_ids: [track.id],
    });
    expect(add.statusCode).toBe(422);
  });

  it('deletes a track and its audio file when no other track uses it', async () => {
    const track = await createTrack(artistA, { name: 'Short Lived' });
    const entry = await t.database.db
      .selectFrom('file_entries')
      .selectAll()
      .where('id', '=', track.upload_file_id!)
      .executeTakeFirstOrThrow();
    const file = path.join(
      t.config.dataDir,
      'storage',
      'uploads',
      entry.disk_prefix,
      entry.file_name,
    );
    expect(fs.existsSync(file)).toBe(true);
    expect((await del(artistA, `/api/v1/tracks/${track.id}`)).statusCode).toBe(204);
    expect((await artistA.get(`/api/v1/tracks/${track.id}/edit`)).statusCode).toBe(404);
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('visibility on every public read', () => {
  it('keeps a draft off every list for a guest and shows it to its owner', async () => {
    const track = await createTrack(artistA, {
      name: 'Hidden Heliotrope',
      artists: [{ name: 'Heliotrope Ensemble' }],
      genres: ['Heliogenre'],
      tags: ['heliotag'],
    });
    await put(artistA, `/api/v1/tracks/${track.id}/lyrics`, { text: 'words', is_synced: false });
    // The most played track of all: it would top every automatic list.
    await t.database.db
      .updateTable('tracks')
      .set({ plays_count: 10_000_000 })
      .where('id', '=', track.id)
      .execute();
    const artistId = track.artists[0]!.id;
    const urls = [
      `/api/v1/artists/${artistId}`,
      `/api/v1/artists/${artistId}/tracks`,
      '/api/v1/genres/heliogenre',
      '/api/v1/tags/heliotag',
      '/api/v1/lyrics?perPage=50',
      '/api/v1/channels/top-tracks',
      '/api/v1/search?query=heliotrope',
    ];
    const guest = guestClient(t);
    for (const url of urls) {
      const response = await guest.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('Hidden Heliotrope');
    }
    const artistTracks = await guest.get(`/api/v1/artists/${artistId}/tracks`);
    expect(artistTracks.json().pagination.total).toBe(0);
    expect((await guest.get(`/api/v1/radio/track/${track.id}`)).statusCode).toBe(404);
    const radio = await artistB.get(`/api/v1/radio/artist/${artistId}`);
    expect(radio.body).not.toContain('Hidden Heliotrope');

    for (const url of urls.slice(0, 4)) {
      const response = await artistA.get(url);
      expect(response.body, url).toContain('Hidden Heliotrope');
    }
    await t.database.db
      .updateTable('tracks')
      .set({ plays_count: 0 })
      .where('id', '=', track.id)
      .execute();
  });
});

describe('ownership', () => {
  it("keeps artist B away from artist A's track, album and artist", async () => {
    const draft = await buildOwnerMusic(t, aId, { status: 'draft', name: 'A draft' });
    const live = await buildOwnerMusic(t, aId, { name: 'A live' });
    // A draft B cannot see: 404 everywhere; a published one: 403.
    for (const [music, status] of [
      [draft, 404],
      [live, 403],
    ] as const) {
      const calls = [
        artistB.get(`/api/v1/tracks/${music.ownTrackId}/edit`),
        put(artistB, `/api/v1/tracks/${music.ownTrackId}`, trackInput()),
        del(artistB, `/api/v1/tracks/${music.ownTrackId}`),
        put(artistB, `/api/v1/tracks/${music.ownTrackId}/lyrics`, { text: 'x', is_synced: false }),
        del(artistB, `/api/v1/tracks/${music.ownTrackId}/lyrics`),
        artistB.post('/api/v1/music/publish', { track_ids: [music.ownTrackId] }),
        artistB.post('/api/v1/music/publish', { album_ids: [music.ownAlbumId] }),
        artistB.get(`/api/v1/albums/${music.ownAlbumId}/edit`),
        put(artistB, `/api/v1/albums/${music.ownAlbumId}`, albumInput()),
        del(artistB, `/api/v1/albums/${music.ownAlbumId}?with_tracks=true`),
      ];
      for (const [index, call] of calls.entries())
        expect((await call).statusCode, `call ${index} on ${status}`).toBe(status);
    }
    // Artists are public: 403.
    expect((await artistB.get(`/api/v1/artists/${live.ownArtistId}/edit`)).statusCode).toBe(403);
    expect(
      (await put(artistB, `/api/v1/artists/${live.ownArtistId}`, artistInput())).statusCode,
    ).toBe(403);
    expect((await del(artistB, `/api/v1/artists/${live.ownArtistId}`)).statusCode).toBe(403);

    // Nothing changed.
    const row = await t.database.db
      .selectFrom('tracks')
      .select(['name', 'status'])
      .where('id', '=', draft.ownTrackId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'A draft track', status: 'draft' });
    expect(
      await t.database.db
        .selectFrom('lyrics')
        .select('text')
        .where('track_id', '=', live.ownTrackId)
        .executeTakeFirst(),
    ).toEqual({ text: '[00:01.00] Hello' });

    // B cannot credit A's artist by id, nor put their own track on A's album.
    const own = await createTrack(artistB, { name: 'B Song', artists: [{ name: 'B Band' }] });
    const credit = await put(
      artistB,
      `/api/v1/tracks/${own.id}`,
      trackInput({ artists: [{ id: live.ownArtistId }] }),
    );
    expect(credit.statusCode).toBe(422);
    expect(credit.json().errors.artists).toBeDefined();
    const onAlbum = await put(
      artistB,
      `/api/v1/tracks/${own.id}`,
      trackInput({ artists: [{ name: 'B Band' }], album_id: live.ownAlbumId }),
    );
    expect(onAlbum.statusCode).toBe(422);
    expect(onAlbum.json().errors.album_id).toBeDefined();
    const stealTrack = await artistB.post(
      '/api/v1/albums',
      albumInput({ track_ids: [live.ownTrackId] }),
    );
    expect(stealTrack.statusCode).toBe(422);
  });

  it('lets a music.update holder manage anyone’s music', async () => {
    const music = await buildOwnerMusic(t, bId, { status: 'draft', name: 'B draft' });
    expect((await editor.get(`/api/v1/tracks/${music.ownTrackId}/edit`)).statusCode).toBe(200);
    const updated = await put(
      editor,
      `/api/v1/tracks/${music.ownTrackId}`,
      trackInput({ artists: [{ id: music.ownArtistId }], album_id: music.ownAlbumId }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const artist = await put(
      editor,
      `/api/v1/artists/${music.ownArtistId}`,
      artistInput({ name: 'Verified Band' }),
    );
    expect(artist.json().artist.verified).toBe(true);
    expect(
      (await editor.post('/api/v1/music/publish', { album_ids: [music.ownAlbumId] })).statusCode,
    ).toBe(200);
    expect(
      (await del(editor, `/api/v1/albums/${music.ownAlbumId}?with_tracks=true`)).statusCode,
    ).toBe(204);
    expect((await del(editor, `/api/v1/artists/${music.ownArtistId}`)).statusCode).toBe(204);
    const created = await editor.post('/api/v1/artists', artistInput({ name: 'Fresh Artist' }));
    expect(created.statusCode).toBe(201);
    expect(created.json().artist).toMatchObject({ name: 'Fresh Artist', verified: true });
  });
});

describe('the music.create track limit', () => {
  it('refuses a track once the count reaches the limit', async () => {
    const limited = await loginAs(
      t,
      await buildUser(t, {
        permissions: [{ name: 'music.create', restrictions: [{ name: 'tracks', value: 1 }] }],
      }),
    );
    await createTrack(limited, { name: 'Only One' });
    const entry = await uploadAudio(limited);
    const response = await limited.post('/api/v1/tracks', {
      ...trackInput(),
      file_entry_id: entry.id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(TRACK_LIMIT_MESSAGE);
  });

  it('needs music.create to create', async () => {
    const plain = await loginAs(t, await buildUser(t));
    expect((await plain.post('/api/v1/albums', albumInput())).statusCode).toBe(403);
    expect((await guestClient(t).post('/api/v1/albums', albumInput())).statusCode).toBe(401);
  });

  it('refuses a file that is not audio, leaving no track', async () => {
    const data = new FormData();
    data.append('clientExtension', 'txt');
    data.append('file', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    const entry = (await artistA.post('/api/v1/file-entries', data)).json<{
      fileEntry: FileEntry;
    }>().fileEntry;
    const response = await artistA.post('/api/v1/tracks', {
      ...trackInput({ name: 'Not Audio' }),
      file_entry_id: entry.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file_entry_id).toEqual([MUSIC_MESSAGES.notAudio]);
    expect(await storedIds(t, 'tracks', { name: 'Not Audio' })).toEqual([]);
  });
});
