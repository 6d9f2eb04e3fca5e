/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import { radioResponseSchema } from '@tonearm/shared/player/player.schemas';
import { describe, expect, it } from 'vitest';
import { useCatalog } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

describe('radio', () => {
  const t = useTestApp();
  // 42 tracks: one artist with 11, a folk album, and three tracks sharing nothing with
  // each other, so related, co-occurring and unrelated tracks can be told apart.
  const catalog = useCatalog(t, {
    genres: ['Synthwave', 'Folk', 'Ambient', 'Jazz', 'Rock'],
    artists: [
      'Night Engines',
      'Cedar Folk Trio',
      'Quiet Field',
      'Uptown Quartet',
      'Summer Kids',
      'Session Players',
    ],
    albums: [
      {
        name: 'Engine Room',
        artists: ['Night Engines'],
        genres: ['Synthwave'],
        tracks: ['Seed Song', ...Array.from({ length: 5 }, (_, i) => `Engine ${i + 1}`)],
      },
      {
        name: 'Engine Yard',
        artists: ['Night Engines'],
        genres: ['Synthwave'],
        tracks: Array.from({ length: 5 }, (_, i) => `Yard ${i + 1}`),
      },
      {
        name: 'Salt Album',
        artists: ['Cedar Folk Trio'],
        genres: ['Folk'],
        tracks: ['Salt and Cedar', ...Array.from({ length: 4 }, (_, i) => `Cedar ${i + 1}`)],
      },
      { name: 'Snowfall', artists: ['Quiet Field'], genres: ['Ambient'], tracks: ['First Snow'] },
      {
        name: 'Uptown',
        artists: ['Uptown Quartet'],
        genres: ['Jazz'],
        tracks: ['Walking Uptown'],
      },
      { name: 'Summer', artists: ['Summer Kids'], genres: ['Rock'], tracks: ['Runaway Summer'] },
      {
        name: 'Sessions',
        artists: ['Session Players'],
        genres: ['Rock'],
        tracks: Array.from({ length: 23 }, (_, i) => `Session ${i + 1}`),
      },
    ],
  });

  const get = async (url: string) => {
    const res = await guestClient(t).get(url);
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };

  it('puts tracks by the same artist first, never the seed', async () => {
    const seed = await catalog.track('Seed Song');
    const { status, body } = await get(`/api/v1/radio/track/${seed.id}?limit=10`);
    expect(status).toBe(200);
    const radio = radioResponseSchema.parse(body);
    expect(radio.seed).toMatchObject({ type: 'track', id: seed.id, name: 'Seed Song' });
    expect(radio.tracks).toHaveLength(10);
    expect(radio.tracks.map((x) => x.id)).not.toContain(seed.id);
    // Night Engines has 11 tracks: the 10 others lead the queue.
    for (const track of radio.tracks) {
      expect(track.artists.map((a) => a.name)).toContain('Night Engines');
    }
  });

  it('never returns excluded tracks and keeps going after the related ones run out', async () => {
    const seed = await catalog.track('Seed Song');
    const seen: number[] = [seed.id];
    for (let round = 0; round < 4; round++) {
      const { body } = await get(
        `/api/v1/radio/track/${seed.id}?limit=10&exclude=${seen.join(',')}`,
      );
      const ids = (body.tracks as Track[]).map((x) => x.id);
      expect(ids.length).toBe(10);
      for (const id of ids) expect(seen).not.toContain(id);
      expect(new Set(ids).size).toBe(ids.length);
      seen.push(...ids);
    }
    expect(new Set(seen).size).toBe(41);
  });

  it('follows playlist co-occurrence', async () => {
    const client = await loginAs(t, await buildUser(t));
    const a = await catalog.track('First Snow');
    const b = await catalog.track('Walking Uptown');
    const playlist = JSON.parse(
      (await client.post('/api/v1/playlists', { name: 'Pair' })).body,
    ).playlist;
    await client.post(`/api/v1/playlists/${playlist.id}/tracks`, { track_ids: [a.id, b.id] });
    const { body } = await get(`/api/v1/radio/track/${a.id}?limit=50`);
    const ids = (body.tracks as Track[]).map((x) => x.id);
    // Shares nothing with the seed but a playlist, yet ranks above unrelated tracks.
    const unrelated = await catalog.track('Runaway Summer');
    expect(ids.indexOf(b.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(unrelated.id));
  });

  it('seeds from artists, albums, genres and playlists', async () => {
    const track = await catalog.track('Salt and Cedar');
    const artist = (await get(`/api/v1/radio/artist/${track.artists[0]!.id}?limit=3`)).body;
    expect(artist.seed.name).toBe('Cedar Folk Trio');
    expect(artist.tracks[0].artists[0].name).toBe('Cedar Folk Trio');
    expect((await get(`/api/v1/radio/album/${track.album!.id}`)).status).toBe(200);
    const genre = (await get('/api/v1/radio/genre/' + track.genres[0]!.id + '?limit=5')).body;
    expect(genre.seed.name).toBe('Folk');
    for (const x of genre.tracks as Track[]) expect(x.genres.map((g) => g.slug)).toContain('folk');
    const client = await loginAs(t, await buildUser(t));
    const playlist = JSON.parse(
      (await client.post('/api/v1/playlists', { name: 'Shared mix', public: true })).body,
    ).playlist;
    await client.post(`/api/v1/playlists/${playlist.id}/tracks`, { track_ids: [track.id] });
    expect((await get(`/api/v1/radio/playlist/${playlist.id}`)).status).toBe(200);
  });

  it('refuses private playlists of others and bad input', async () => {
    const client = await loginAs(t, await buildUser(t));
    const secret = JSON.parse(
      (await client.post('/api/v1/playlists', { name: 'Mine', public: false })).body,
    ).playlist;
    expect((await get(`/api/v1/radio/playlist/${secret.id}`)).status).toBe(404);
    expect((await get('/api/v1/radio/track/999999')).status).toBe(404);
    expect((await get('/api/v1/radio/mood/1')).status).toBe(422);
    expect((await get('/api/v1/radio/track/1?exclude=a,b')).status).toBe(422);
    expect((await get('/api/v1/radio/track/1?limit=0')).status).toBe(422);
  });
});
