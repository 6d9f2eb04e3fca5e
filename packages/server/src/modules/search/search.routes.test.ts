/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import { searchResponseSchema } from '@tonearm/shared/search/search.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

describe('search', () => {
  const t = useTestApp();
  beforeAll(async () => {
    const sparks = ['Small Sparks', 'Kindling', 'Ash Road', 'Tinder', 'Flint', 'Smoke Signal'];
    await buildCatalog(t, {
      genres: ['Synthwave', 'Jazz', 'Lo-fi'],
      tags: ['late night', 'focus'],
      artists: ['Neptune Arcade', 'Hollis Quartet', 'Ember Collective', 'Velvet Fog'],
      albums: [
        {
          name: 'City Lights',
          artists: ['Neptune Arcade'],
          genres: ['Synthwave'],
          tags: ['late night'],
          tracks: ['Dreaming in Lights', 'Shoreline Run', 'Paper Lantern'],
        },
        {
          name: 'Foggy Window Tapes',
          artists: ['Velvet Fog'],
          genres: ['Lo-fi'],
          tracks: ['Porch Lights', 'Kettle Steam'],
        },
        { name: 'Small Sparks', artists: ['Ember Collective'], tracks: sparks },
        {
          name: 'Blue Rooms',
          artists: ['Hollis Quartet'],
          genres: ['Jazz'],
          tracks: ['Upstairs', 'Downstairs', 'Hallway', 'Landing', 'Cellar'],
        },
      ],
    });
    const curator = await loginAs(t, await buildUser(t, { name: 'Curator' }));
    await curator.post('/api/v1/playlists', { name: 'Late Night Loop', public: true });
  });

  const get = async (url: string) => {
    const res = await guestClient(t).get(url);
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const names = (items: { name: string }[]) => items.map((x) => x.name);

  it('finds tracks by a full word of their title', async () => {
    const { status, body } = await get('/api/v1/search?query=shoreline');
    expect(status).toBe(200);
    const parsed = searchResponseSchema.parse(body);
    expect(names(parsed.results.tracks)).toEqual(['Shoreline Run']);
  });

  it('matches prefixes while typing', async () => {
    expect(
      names((await get('/api/v1/search?query=drea&types=tracks')).body.results.tracks),
    ).toContain('Dreaming in Lights');
    expect(
      names((await get('/api/v1/search?query=nep&types=artists')).body.results.artists),
    ).toEqual(['Neptune Arcade']);
    expect(
      names((await get('/api/v1/search?query=foggy%20win&types=albums')).body.results.albums),
    ).toEqual(['Foggy Window Tapes']);
  });

  it('finds tracks by artist and album names too, titles first', async () => {
    const results = (await get('/api/v1/search/tracks?query=small&perPage=20')).body.pagination;
    // "Small Sparks" (title) before the other tracks of the album "Small Sparks".
    expect(results.data[0].name).toBe('Small Sparks');
    expect(results.total).toBe(6);
    const byArtist = (await get('/api/v1/search/tracks?query=hollis%20quartet')).body.pagination;
    expect(byArtist.total).toBe(5);
    for (const track of byArtist.data as Track[])
      expect(track.artists[0]!.name).toBe('Hollis Quartet');
  });

  it('ranks exact and leading matches above later-word matches', async () => {
    const tracks = names((await get('/api/v1/search/tracks?query=paper')).body.pagination.data);
    expect(tracks[0]).toBe('Paper Lantern');
    const lights = names((await get('/api/v1/search/tracks?query=lights')).body.pagination.data);
    // Title matches ("Dreaming in Lights", "Porch Lights") before tracks that only sit on an album of that name.
    expect(lights.slice(0, 2).sort()).toEqual(['Dreaming in Lights', 'Porch Lights']);
  });

  it('searches playlists, users and tags/genres', async () => {
    await loginAs(t, await buildUser(t, { name: 'Zelda Soundwave' }));
    const all = (await get('/api/v1/search?query=late')).body.results;
    expect(names(all.playlists)).toEqual(['Late Night Loop']);
    expect(all.tags).toContainEqual(expect.objectContaining({ name: 'late night', type: 'tag' }));
    expect(names((await get('/api/v1/search?query=zel&types=users')).body.results.users)).toEqual([
      'Zelda Soundwave',
    ]);
    // A name made from an email address, typed in full with its punctuation.
    await buildUser(t, { name: 'listener-ab12' });
    for (const query of ['listener-ab12', 'listener-a', 'ab12'])
      expect(
        names(
          (await get(`/api/v1/search?query=${encodeURIComponent(query)}&types=users`)).body.results
            .users,
        ),
      ).toEqual(query === 'ab12' ? [] : ['listener-ab12']);
    expect((await get('/api/v1/search?query=jaz&types=tags')).body.results.tags).toContainEqual(
      expect.objectContaining({ name: 'Jazz', type: 'genre', slug: 'jazz' }),
    );
  });

  it('keeps private playlists out', async () => {
    const client = await loginAs(t, await buildUser(t));
    await client.post('/api/v1/playlists', { name: 'Hidden Gemstones', public: false });
    expect(
      (await get('/api/v1/search?query=gemstones&types=playlists')).body.results.playlists,
    ).toEqual([]);
  });

  it('limits the instant results and validates input', async () => {
    const few = (await get('/api/v1/search?query=a&limit=2&types=tracks,albums')).body;
    expect(few.results.tracks.length).toBeLessThanOrEqual(2);
    expect(few.results.artists).toEqual([]);
    expect((await get('/api/v1/search')).status).toBe(422);
    expect((await get('/api/v1/search?query=')).status).toBe(422);
    expect((await get('/api/v1/search?query=a&types=songs')).status).toBe(422);
    expect((await get('/api/v1/search?query=a&limit=500')).status).toBe(422);
    expect((await get('/api/v1/search/songs?query=a')).status).toBe(422);
    // Punctuation alone and FTS syntax are harmless.
    expect((await get('/api/v1/search?query=%22%2A%28')).body.results.tracks).toEqual([]);
    expect((await get('/api/v1/search?query=NEAR%28a%20b%29%20OR%20%22')).status).toBe(200);
  });
});
