/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import type { Album, Channel, Track } from '@tonearm/shared/catalog/catalog.schemas';
import {
  albumResponseSchema,
  artistPageResponseSchema,
  channelResponseSchema,
  trackResponseSchema,
} from '@tonearm/shared/catalog/catalog.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp, demoTrack } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

describe('catalog reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCatalogTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await guestClient(t).get(url);
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };

  it('seeds a demo catalog big enough to browse', async () => {
    const db = t.database.db;
    const count = async (
      table: 'artists' | 'albums' | 'tracks' | 'genres' | 'lyrics' | 'playlists',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('artists')).toBeGreaterThanOrEqual(6);
    expect(await count('albums')).toBeGreaterThanOrEqual(8);
    expect(await count('tracks')).toBeGreaterThanOrEqual(40);
    expect(await count('lyrics')).toBeGreaterThan(10);
    expect(await count('playlists')).toBeGreaterThanOrEqual(3);
    // Idempotent: a second run adds nothing.
    const { seedDemoCatalog } = await import('../../seed/demo/demo-catalog');
    expect(await seedDemoCatalog(t.services, t.config, { seconds: () => 1 })).toBe(false);
    expect(await count('tracks')).toBe(42);
  });

  it('serves the home channel with its sections', async () => {
    const { status, body } = await get('/api/v1/channels/discover');
    expect(status).toBe(200);
    const channel = channelResponseSchema.parse(body).channel;
    expect(channel.content_type).toBe('channels');
    const sections = channel.content.pagination.data as Channel[];
    expect(sections.map((s) => s.slug)).toEqual([
      'new-releases',
      'top-tracks',
      'staff-picks',
      'popular-albums',
      'popular-artists',
      'playlists',
      'genres',
    ]);
    for (const section of sections)
      expect(section.content.pagination.data.length).toBeGreaterThan(0);
    const top = sections[1]!.content.pagination.data as Track[];
    const plays = top.map((track) => track.plays_count);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    const releases = sections[0]!.content.pagination.data as Album[];
    expect(releases[0]!.name).toBe('Paper Moon');
    // Same channel by id; and the "home" alias follows the homepage setting.
    expect((await get(`/api/v1/channels/${channel.id}`)).body.channel.slug).toBe('discover');
    expect((await get('/api/v1/channels/home')).body.channel.slug).toBe('discover');
  });

  it('paginates a channel and narrows a genre channel by restriction', async () => {
    const page = (await get('/api/v1/channels/top-tracks?perPage=5&page=2')).body.channel;
    expect(page.content.pagination).toMatchObject({ current_page: 2, per_page: 5 });
    expect(page.content.pagination.data).toHaveLength(5);
    const jazz = (await get('/api/v1/channels/genre?restriction=jazz')).body.channel;
    expect(jazz.restriction).toBe('jazz');
    for (const track of jazz.content.pagination.data as Track[]) {
      expect(track.genres.map((g) => g.slug)).toContain('jazz');
    }
    expect((await get('/api/v1/channels/genre?restriction=polka')).status).toBe(404);
    expect((await get('/api/v1/channels/no-such-channel')).status).toBe(404);
    expect((await get('/api/v1/channels/top-tracks?perPage=1000')).status).toBe(422);
  });

  it('serves artist pages', async () => {
    const track = await demoTrack(t, 'Dreamer of Lights');
    const artistId = track.artists[0]!.id;
    const { status, body } = await get(`/api/v1/artists/${artistId}`);
    expect(status).toBe(200);
    const page = artistPageResponseSchema.parse(body);
    expect(page.artist).toMatchObject({ name: 'Neon Harbor', verified: true });
    expect(page.top_tracks.length).toBeGreaterThan(0);
    expect(page.top_tracks.length).toBeLessThanOrEqual(10);
    expect(page.albums.map((a) => a.name)).toEqual(['Midnight Transit', 'Chrome Horizon']);
    expect(page.similar.length).toBeGreaterThan(0);
    expect(page.similar.map((a) => a.id)).not.toContain(artistId);
    const tracks = (await get(`/api/v1/artists/${artistId}/tracks?perPage=3`)).body.pagination;
    expect(tracks.total).toBe(11);
    expect(tracks.data).toHaveLength(3);
    expect((await get('/api/v1/artists/999999')).status).toBe(404);
    expect((await get('/api/v1/artists/-1')).status).toBe(422);
  });

  it('serves albums with their tracks in order', async () => {
    const track = await demoTrack(t, 'Coffee Rings');
    const { status, body } = await get(`/api/v1/albums/${track.album!.id}`);
    expect(status).toBe(200);
    const { album } = albumResponseSchema.parse(body);
    expect(album).toMatchObject({ name: 'Rainy Window Tapes', type: 'album', tracks_count: 6 });
    expect(album.tracks!.map((x) => x.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(album.duration_ms).toBe(album.tracks!.reduce((sum, x) => sum + x.duration_ms, 0));
    expect(album.image).toMatch(/^\/api\/v1\/catalog-images\/album-.+\.svg$/);
    const image = await guestClient(t).get(album.image!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect((await get('/api/v1/catalog-images/..%2Fsecret.svg')).status).toBe(422);
    expect((await get('/api/v1/catalog-images/missing.svg')).status).toBe(404);
    expect((await get('/api/v1/albums/999999')).status).toBe(404);
  });

  it('serves tracks with synced lyrics', async () => {
    const track = await demoTrack(t, 'Dreamer of Lights');
    const { body } = await get(`/api/v1/tracks/${track.id}`);
    const page = trackResponseSchema.parse(body);
    expect(page.track).toMatchObject({
      src: `/api/v1/tracks/${track.id}/stream`,
      has_lyrics: true,
    });
    expect(page.track.liked).toBeUndefined();
    expect(page.lyrics!.is_synced).toBe(true);
    const times = page.lyrics!.lines.map((l) => l.time_ms!);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(page.track.duration_ms);
    expect((await get(`/api/v1/tracks/${track.id}/lyrics`)).body.lyrics.id).toBe(page.lyrics!.id);

    const ambient = await demoTrack(t, 'First Snow');
    expect((await get(`/api/v1/tracks/${ambient.id}`)).body.lyrics).toBeNull();
    expect((await get(`/api/v1/tracks/${ambient.id}/lyrics`)).status).toBe(404);
    expect((await get('/api/v1/tracks/999999')).status).toBe(404);

    const lyricsPage = (await get('/api/v1/lyrics')).body.pagination;
    expect(lyricsPage.total).toBeGreaterThan(10);
    for (const x of lyricsPage.data as Track[]) expect(x.has_lyrics).toBe(true);
  });

  it('shows liked flags to a logged-in user', async () => {
    const client = await loginAs(t, await buildUser(t));
    const track = await demoTrack(t, 'Tunnel Vision');
    expect(JSON.parse((await client.get(`/api/v1/tracks/${track.id}`)).body).track.liked).toBe(
      false,
    );
  });

  it('serves tags (tracks and albums tabs) and genres', async () => {
    const tracks = (await get('/api/v1/tags/night-drive')).body;
    expect(tracks.tag).toMatchObject({ name: 'night drive', slug: 'night-drive' });
    expect(tracks.pagination.data.length).toBeGreaterThan(0);
    expect(tracks.pagination.data[0].src).toBeDefined();
    const albums = (await get('/api/v1/tags/night-drive?tab=albums')).body;
    expect(albums.pagination.data.map((a: Album) => a.name).sort()).toEqual([
      'Chrome Horizon',
      'Midnight Transit',
    ]);
    expect((await get('/api/v1/tags/night-drive?tab=artists')).status).toBe(422);
    expect((await get('/api/v1/tags/no-such-tag')).status).toBe(404);

    const genres = (await get('/api/v1/genres')).body.genres;
    expect(genres.length).toBe(8);
    const folk = (await get('/api/v1/genres/folk')).body;
    expect(folk.genre.name).toBe('Folk');
    expect(folk.pagination.total).toBe(5);
    expect((await get('/api/v1/genres/no-such-genre')).status).toBe(404);
  });
});
