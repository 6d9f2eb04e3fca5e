import type { Album, Playlist, Track } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../platform/db/schema';
import { buildAlbum, buildTrack, buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

type Page<T> = { pagination: Paginated<T> };

/**
 * One visibility rule (catalog/visibility.ts) for the items of a list and for its total: a
 * draft, a private or a not yet released track or album is neither shown nor counted to those
 * who may not see it, and is both to its uploader.
 */
describe('pagination totals count only what the viewer sees', () => {
  let uploader: UserRow;
  let uploaderClient: TestClient;
  let listener: UserRow;
  let listenerClient: TestClient;
  let guest: TestClient;
  const now = new Date().toISOString();
  const suffix = Math.random().toString(36).slice(2, 8);
  let visibleTrackId: number;
  let hiddenTrackIds: number[];
  let visibleAlbumId: number;
  let hiddenAlbumId: number;

  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  beforeAll(async () => {
    uploader = await buildUser(t, { name: 'Uploader' });
    uploaderClient = await loginAs(t, uploader);
    listener = await buildUser(t, { name: 'Listener' });
    listenerClient = await loginAs(t, listener);
    guest = guestClient(t);
    const db = t.database.db;

    // One album of four tracks: one visible, then a draft, a private and an unreleased one.
    visibleAlbumId = (await buildAlbum(t, { userId: uploader.id })).id;
    hiddenAlbumId = (await buildAlbum(t, { userId: uploader.id, status: 'draft' })).id;
    const owned = { userId: uploader.id, albumId: visibleAlbumId, durationMs: 1000 };
    visibleTrackId = (await buildTrack(t, owned)).id;
    hiddenTrackIds = [
      (await buildTrack(t, { ...owned, status: 'draft' })).id,
      (await buildTrack(t, { ...owned, public: false })).id,
      (await buildTrack(t, { ...owned, releaseAt: '2999-01-01T00:00:00.000Z' })).id,
    ];
    const allTracks = [visibleTrackId, ...hiddenTrackIds];

    const genre = await db
      .insertInto('genres')
      .values({
        name: `counted-${suffix}`,
        slug: `counted-${suffix}`,
        image: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tag = await db
      .insertInto('tags')
      .values({
        name: `counted-${suffix}`,
        slug: `counted-${suffix}`,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const trackId of allTracks) {
      await db
        .insertInto('track_genres')
        .values({ track_id: trackId, genre_id: genre.id })
        .execute();
      await db
        .insertInto('taggables')
        .values({ tag_id: tag.id, taggable_type: 'track', taggable_id: trackId })
        .execute();
      await db
        .insertInto('lyrics')
        .values({
          track_id: trackId,
          text: 'la la',
          is_synced: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    for (const albumId of [visibleAlbumId, hiddenAlbumId]) {
      await db
        .insertInto('taggables')
        .values({ tag_id: tag.id, taggable_type: 'album', taggable_id: albumId })
        .execute();
    }

    // The listener liked, reposted and played every track (before some were hidden), liked both
    // albums, and keeps all four tracks in a public playlist.
    for (const trackId of allTracks) {
      await db
        .insertInto('likes')
        .values({
          user_id: listener.id,
          likeable_type: 'track',
          likeable_id: trackId,
          created_at: now,
        })
        .execute();
      await db
        .insertInto('reposts')
        .values({
          user_id: listener.id,
          repostable_type: 'track',
          repostable_id: trackId,
          created_at: now,
        })
        .execute();
      await db
        .insertInto('plays')
        .values({
          user_id: listener.id,
          track_id: trackId,
          platform: null,
          device: null,
          country: null,
          created_at: now,
        })
        .execute();
    }
    for (const albumId of [visibleAlbumId, hiddenAlbumId]) {
      await db
        .insertInto('likes')
        .values({
          user_id: listener.id,
          likeable_type: 'album',
          likeable_id: albumId,
          created_at: now,
        })
        .execute();
    }
    const playlist = await db
      .insertInto('playlists')
      .values({
        owner_id: listener.id,
        name: `Everything ${suffix}`,
        description: null,
        image: null,
        public: 1,
        collaborative: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    playlistId = playlist.id;
    for (const [position, trackId] of allTracks.entries()) {
      await db
        .insertInto('playlist_tracks')
        .values({
          playlist_id: playlist.id,
          track_id: trackId,
          position,
          added_by: listener.id,
          created_at: now,
        })
        .execute();
    }
  });

  let playlistId: number;

  async function page<T>(client: TestClient, url: string): Promise<Paginated<T>> {
    const response = await client.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<T>>().pagination;
  }

  function ids(items: { id: number }[]) {
    return items.map((item) => item.id).sort((a, b) => a - b);
  }

  it('a genre page counts the tracks a guest sees; the uploader sees and counts them all', async () => {
    const forGuest = await page<Track>(guest, `/api/v1/genres/counted-${suffix}`);
    expect(ids(forGuest.data)).toEqual([visibleTrackId]);
    expect(forGuest.total).toBe(1);
    const forUploader = await page<Track>(uploaderClient, `/api/v1/genres/counted-${suffix}`);
    expect(forUploader.total).toBe(4);
  });

  it('a tag page counts visible tracks and visible albums only', async () => {
    const tracks = await page<Track>(guest, `/api/v1/tags/counted-${suffix}?tab=tracks`);
    expect(ids(tracks.data)).toEqual([visibleTrackId]);
    expect(tracks.total).toBe(1);
    const albums = await page<Album>(guest, `/api/v1/tags/counted-${suffix}?tab=albums`);
    expect(ids(albums.data)).toEqual([visibleAlbumId]);
    expect(albums.total).toBe(1);
    const own = await page<Album>(uploaderClient, `/api/v1/tags/counted-${suffix}?tab=albums`);
    expect(own.total).toBe(2);
  });

  it("an album's tracks_count and length count only the tracks the viewer sees", async () => {
    const response = await guest.get(`/api/v1/albums/${visibleAlbumId}`);
    expect(response.statusCode, response.body).toBe(200);
    const { album } = response.json<{ album: Album }>();
    expect(album.tracks_count).toBe(1);
    expect(album.duration_ms).toBe(1000);
    expect(album.tracks?.map((track) => track.id)).toEqual([visibleTrackId]);
    const own = (await uploaderClient.get(`/api/v1/albums/${visibleAlbumId}`)).json<{
      album: Album;
    }>().album;
    expect(own.tracks_count).toBe(4);
  });

  it("a playlist's track list and tracks_count leave out tracks hidden since they were added", async () => {
    const tracks = await page<Track>(listenerClient, `/api/v1/playlists/${playlistId}/tracks`);
    expect(ids(tracks.data)).toEqual([visibleTrackId]);
    expect(tracks.total).toBe(1);
    const response = await guest.get(`/api/v1/playlists/${playlistId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ playlist: Playlist }>().playlist.tracks_count).toBe(1);
  });

  it('library lists (liked tracks and albums, history, reposts) count what the listener still sees', async () => {
    const liked = await page<Track>(listenerClient, '/api/v1/library/tracks');
    expect(ids(liked.data)).toEqual([visibleTrackId]);
    expect(liked.total).toBe(1);
    const albums = await page<Album>(listenerClient, '/api/v1/library/albums');
    expect(ids(albums.data)).toEqual([visibleAlbumId]);
    expect(albums.total).toBe(1);
    const history = await page<Track>(listenerClient, '/api/v1/library/history');
    expect(ids(history.data)).toEqual([visibleTrackId]);
    expect(history.total).toBe(1);
    const reposts = await page<{ id: number }>(guest, `/api/v1/users/${listener.id}/reposts`);
    expect(reposts.total).toBe(1);
    const likedOnProfile = await page<Track>(guest, `/api/v1/users/${listener.id}/liked-tracks`);
    expect(likedOnProfile.total).toBe(1);
  });

  it('the lyrics list counts visible tracks with lyrics only', async () => {
    const all = await page<Track>(guest, '/api/v1/lyrics?perPage=50');
    const listed = new Set(all.data.map((track) => track.id));
    expect(listed.has(visibleTrackId)).toBe(true);
    for (const hidden of hiddenTrackIds) expect(listed.has(hidden)).toBe(false);
    expect(all.total).toBe(all.data.length);
  });
});
