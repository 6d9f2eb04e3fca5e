/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import type { Album, Channel, Track } from '@tonearm/shared/catalog/catalog.schemas';
import {
  albumResponseSchema,
  artistPageResponseSchema,
  channelResponseSchema,
  trackResponseSchema,
} from '@tonearm/shared/catalog/catalog.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, channelSpec, type BuiltCatalog } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { DISCOVER_SECTIONS } from '../../seed/demo/demo-catalog';

describe('catalog reads', () => {
  let catalog: BuiltCatalog;
  const t = useTestApp();
  beforeAll(async () => {
    const numbered = (prefix: string, count: number, lyrics: boolean) =>
      Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i + 2}`, lyrics }));
    const automatic = (slug: string, content_type: string, source: string) =>
      channelSpec(slug, { content_type, source });
    catalog = await buildCatalog(t, {
      genres: [
        'Synthwave',
        'Electronic',
        'Lo-fi',
        'Indie Rock',
        'Ambient',
        'Jazz',
        'Folk',
        'House',
      ],
      tags: ['night drive', 'focus'],
      artists: [
        { name: 'Lumen Drive', genres: ['Synthwave', 'Electronic'], verified: true },
        { name: 'Glow Circuit', genres: ['Synthwave'] },
        { name: 'Tape Hiss', genres: ['Lo-fi', 'Jazz'] },
        { name: 'Pine Choir', genres: ['Folk'] },
        { name: 'Still Air', genres: ['Ambient'] },
      ],
      albums: [
        {
          name: 'Night Transit',
          artists: ['Lumen Drive'],
          genres: ['Synthwave'],
          tags: ['night drive'],
          release: '2026-10-02',
          tracks: [
            { name: 'Dreamers of Neon', lyrics: true, plays: 900, tags: ['night drive'] },
            ...numbered('Transit', 5, true),
          ],
        },
        {
          name: 'Chrome Dawn',
          artists: ['Lumen Drive'],
          genres: ['Synthwave'],
          tags: ['night drive'],
          release: '2025-06-20',
          tracks: [
            { name: 'Tunnel Lights', lyrics: true, plays: 40 },
            ...numbered('Chrome', 4, true),
          ],
        },
        {
          name: 'Rain Tapes',
          artists: ['Tape Hiss'],
          genres: ['Lo-fi', 'Jazz'],
          tags: ['focus'],
          release: '2026-03-01',
          tracks: [{ name: 'Coffee Stains', plays: 300 }, ...numbered('Rain', 5, false)],
        },
        {
          name: 'Pine Songs',
          artists: ['Pine Choir'],
          genres: ['Folk'],
          release: '2026-05-01',
          tracks: [{ name: 'Cedar Smoke', plays: 120 }, ...numbered('Pine', 4, false)],
        },
        {
          name: 'First Light',
          artists: ['Still Air'],
          genres: ['Ambient'],
          release: '2026-02-01',
          tracks: [{ name: 'First Frost', plays: 5 }],
        },
        {
          name: 'Paper Kite',
          artists: ['Glow Circuit'],
          genres: ['Synthwave'],
          release: '2026-11-06',
          type: 'single',
          tracks: [{ name: 'Paper Kite', plays: 60 }],
        },
      ],
      channels: [
        automatic('new-releases', 'albums', 'new-releases'),
        automatic('top-tracks', 'tracks', 'top-tracks'),
        channelSpec('staff-picks', {
          content_type: 'tracks',
          source: 'manual',
          items: [
            { type: 'track', key: 'Coffee Stains' },
            { type: 'track', key: 'Cedar Smoke' },
          ],
        }),
        automatic('popular-albums', 'albums', 'popular-albums'),
        automatic('popular-artists', 'artists', 'popular-artists'),
        automatic('playlists', 'playlists', 'recent-playlists'),
        automatic('genres', 'genres', 'manual'),
        channelSpec('genre', {
          content_type: 'tracks',
          source: 'genre',
          restriction: 'synthwave',
          internal: true,
        }),
        channelSpec('discover', {
          content_type: 'channels',
          source: 'manual',
          internal: true,
          items: DISCOVER_SECTIONS.map((key) => ({ type: 'channel' as const, key })),
        }),
      ],
    });
    const curator = await loginAs(t, await buildUser(t));
    const { playlist } = JSON.parse(
      (await curator.post('/api/v1/playlists', { name: 'Curated', public: true })).body,
    );
    await curator.post(`/api/v1/playlists/${playlist.id}/tracks`, {
      track_ids: [catalog.trackId('First Frost')],
    });
  });

  const get = async (url: string) => {
    const res = await guestClient(t).get(url);
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };

  it('serves the home channel with its sections', async () => {
    const { status, body } = await get('/api/v1/channels/discover');
    expect(status).toBe(200);
    const channel = channelResponseSchema.parse(body).channel;
    expect(channel.content_type).toBe('channels');
    const sections = channel.content.pagination.data as Channel[];
    expect(sections.map((s) => s.slug)).toEqual(DISCOVER_SECTIONS);
    for (const section of sections)
      expect(section.content.pagination.data.length).toBeGreaterThan(0);
    const top = sections[1]!.content.pagination.data as Track[];
    const plays = top.map((track) => track.plays_count);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    const releases = sections[0]!.content.pagination.data as Album[];
    expect(releases[0]!.name).toBe('Paper Kite');
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
    const track = await catalog.track('Dreamers of Neon');
    const artistId = track.artists[0]!.id;
    const { status, body } = await get(`/api/v1/artists/${artistId}`);
    expect(status).toBe(200);
    const page = artistPageResponseSchema.parse(body);
    expect(page.artist).toMatchObject({ name: 'Lumen Drive', verified: true });
    expect(page.top_tracks.length).toBeGreaterThan(0);
    expect(page.top_tracks.length).toBeLessThanOrEqual(10);
    expect(page.albums.map((a) => a.name)).toEqual(['Night Transit', 'Chrome Dawn']);
    expect(page.similar.length).toBeGreaterThan(0);
    expect(page.similar.map((a) => a.id)).not.toContain(artistId);
    const tracks = (await get(`/api/v1/artists/${artistId}/tracks?perPage=3`)).body.pagination;
    expect(tracks.total).toBe(11);
    expect(tracks.data).toHaveLength(3);
    expect((await get('/api/v1/artists/999999')).status).toBe(404);
    expect((await get('/api/v1/artists/-1')).status).toBe(422);
  });

  it('serves albums with their tracks in order', async () => {
    const track = await catalog.track('Coffee Stains');
    const { status, body } = await get(`/api/v1/albums/${track.album!.id}`);
    expect(status).toBe(200);
    const { album } = albumResponseSchema.parse(body);
    expect(album).toMatchObject({ name: 'Rain Tapes', type: 'album', tracks_count: 6 });
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
    const track = await catalog.track('Dreamers of Neon');
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

    const ambient = await catalog.track('First Frost');
    expect((await get(`/api/v1/tracks/${ambient.id}`)).body.lyrics).toBeNull();
    expect((await get(`/api/v1/tracks/${ambient.id}/lyrics`)).status).toBe(404);
    expect((await get('/api/v1/tracks/999999')).status).toBe(404);

    const lyricsPage = (await get('/api/v1/lyrics')).body.pagination;
    expect(lyricsPage.total).toBeGreaterThan(10);
    for (const x of lyricsPage.data as Track[]) expect(x.has_lyrics).toBe(true);
  });

  it('shows liked flags to a logged-in user', async () => {
    const client = await loginAs(t, await buildUser(t));
    const track = await catalog.track('Tunnel Lights');
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
      'Chrome Dawn',
      'Night Transit',
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
