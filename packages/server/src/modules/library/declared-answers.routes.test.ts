/* eslint-disable @typescript-eslint/no-unsafe-assignment --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import { describe, expect, it } from 'vitest';
import { useCatalog } from '../../test/catalog-fixtures';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

/**
 * These routes declare their answers, and Fastify checks every answer against its
 * schema. Each list here is filled, so a field the schema gets wrong would answer 500.
 */
describe('the declared answers of the library, profile lists and search', () => {
  const t = useTestApp();
  const catalog = useCatalog(t, {
    genres: ['Lo-fi'],
    artists: ['Answer Static'],
    albums: [
      {
        name: 'Declared Tapes',
        artists: ['Answer Static'],
        genres: ['Lo-fi'],
        tracks: [{ name: 'Shoreline Dash', lyrics: true }, 'Aisle Seat'],
      },
    ],
  });

  /** The parts of the answers these tests read. */
  interface Answer {
    pagination: { data: Record<string, unknown>[] };
    results: { tracks: Record<string, unknown>[] };
    user: Record<string, unknown>;
  }
  const body = (res: { body: string }) => JSON.parse(res.body) as Answer;

  it('answers the profile lists with their items, for a guest too', async () => {
    const followedUser = await buildUser(t, { name: 'Marguerite Answer' });
    const fanUser = await buildUser(t, { name: 'Fan Of Answers' });
    const fan = await loginAs(t, fanUser);
    const track = await catalog.track('Shoreline Dash');
    await fan.post('/api/v1/follows', { followable_type: 'user', followable_id: followedUser.id });
    await fan.post('/api/v1/library/likes', { likeable_type: 'track', likeable_id: track.id });
    expect((await fan.post(`/api/v1/tracks/${track.id}/plays`, {})).statusCode).toBe(204);

    const guest = guestClient(t);
    const followers = await guest.get(`/api/v1/users/${followedUser.id}/followers`);
    expect(followers.statusCode).toBe(200);
    expect(body(followers).pagination.data).toEqual([
      expect.objectContaining({ id: fanUser.id, name: 'Fan Of Answers', following_count: 1 }),
    ]);
    const followed = await fan.get(`/api/v1/users/${fanUser.id}/followed-users`);
    expect(followed.statusCode).toBe(200);
    expect(body(followed).pagination.data[0]).toMatchObject({
      id: followedUser.id,
      followers_count: 1,
      followed: true,
    });
    const liked = await guest.get(`/api/v1/users/${fanUser.id}/liked-tracks`);
    expect(liked.statusCode).toBe(200);
    expect(body(liked).pagination.data[0]).toMatchObject({ id: track.id, src: track.src });
    const profile = await guest.get(`/api/v1/users/${fanUser.id}/profile`);
    expect(profile.statusCode).toBe(200);
    expect(body(profile).user).toMatchObject({ id: fanUser.id, following_count: 1 });

    const history = await fan.get('/api/v1/library/history');
    expect(history.statusCode).toBe(200);
    expect(body(history).pagination.data[0]).toMatchObject({ id: track.id });
    expect(typeof body(history).pagination.data[0]?.played_at).toBe('string');
  });

  it('answers every search tab with its own kind of item, all fields kept', async () => {
    const track = await catalog.track('Aisle Seat');
    await buildUser(t, { name: 'Searchable Listener' });
    const guest = guestClient(t);
    const search = async (type: string, query: string) => {
      const res = await guest.get(`/api/v1/search/${type}?query=${encodeURIComponent(query)}`);
      expect(res.statusCode).toBe(200);
      return body(res).pagination.data;
    };
    const [tracks, albums, artists, users] = await Promise.all([
      search('tracks', 'Aisle Seat'),
      search('albums', track.album!.name),
      search('artists', track.artists[0]!.name),
      search('users', 'Searchable Listener'),
    ]);
    expect(tracks[0]).toMatchObject({
      id: track.id,
      src: track.src,
      has_lyrics: expect.any(Boolean),
    });
    expect(albums[0]).toMatchObject({ id: track.album!.id, tracks_count: expect.any(Number) });
    expect(artists[0]).toMatchObject({ id: track.artists[0]!.id, verified: expect.any(Boolean) });
    expect(users[0]).toMatchObject({ name: 'Searchable Listener', following_count: 0 });
    const genre = track.genres[0];
    if (genre) {
      // One word of it: the tags tab matches the joined search tokens ("Lo-fi" -> "lo fi").
      const tags = await search('tags', genre.name.split(/[^\p{L}\p{N}]/u)[0]!);
      expect(tags).toContainEqual(expect.objectContaining({ name: genre.name, type: 'genre' }));
    }

    const instant = await guest.get('/api/v1/search?query=Aisle%20Seat');
    expect(instant.statusCode).toBe(200);
    expect(body(instant).results.tracks[0]).toMatchObject({ id: track.id });
  });
});
