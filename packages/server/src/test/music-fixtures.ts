import { buildAlbum, buildArtist, buildTrack } from './factories';
import type { TestApp } from './test-app';

export interface OwnerMusic {
  /** An artist the owner manages (artists.user_id). */
  ownArtistId: number;
  /** A published album and a published track the owner uploaded, crediting that artist. */
  ownAlbumId: number;
  ownTrackId: number;
}

/**
 * Music a user manages, straight into the tables: an artist crediting a published album and a
 * published public track with lyrics on it. Returns their ids.
 */
export async function buildOwnerMusic(
  t: TestApp,
  ownerId: number,
  options: { status?: 'draft' | 'published'; name?: string } = {},
): Promise<OwnerMusic> {
  const status = options.status ?? 'published';
  const name = options.name ?? `Owner music ${ownerId}`;
  const owned = { userId: ownerId, status };
  const album = await buildAlbum(t, { ...owned, name: `${name} album` });
  const track = await buildTrack(t, {
    ...owned,
    name: `${name} track`,
    albumId: album.id,
    number: 1,
  });
  const artist = await buildArtist(t, {
    name: `${name} artist`,
    userId: ownerId,
    albumIds: [album.id],
    trackIds: [track.id],
  });
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('lyrics')
    .values({
      track_id: track.id,
      text: '[00:01.00] Hello',
      is_synced: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { ownArtistId: artist.id, ownAlbumId: album.id, ownTrackId: track.id };
}

export interface ArtistAlbum {
  artistId: number;
  albumId: number;
  trackIds: number[];
}

/**
 * An album of `tracks` (durations 0) and a new artist credited on each of them, and on the album
 * unless `creditAlbum` is false; `userId` manages the artist.
 */
export async function buildArtistAlbum(
  t: TestApp,
  music: {
    artist: string;
    album: string;
    tracks: string[];
    userId?: number;
    creditAlbum?: boolean;
  },
): Promise<ArtistAlbum> {
  const album = await buildAlbum(t, { name: music.album });
  const trackIds: number[] = [];
  for (const name of music.tracks)
    trackIds.push((await buildTrack(t, { name, albumId: album.id, durationMs: 0 })).id);
  const artist = await buildArtist(t, {
    name: music.artist,
    userId: music.userId ?? null,
    albumIds: music.creditAlbum === false ? [] : [album.id],
    trackIds,
  });
  return { artistId: artist.id, albumId: album.id, trackIds };
}

/** The album editor's body: empty but for `fields` (a public album, no release date or tracks). */
export function albumEditorBody(fields: Record<string, unknown>) {
  return {
    release_date: null,
    type: 'album',
    image: null,
    description: null,
    genres: [],
    tags: [],
    public: true,
    release_at: null,
    track_ids: [],
    ...fields,
  };
}

/** The track editor's body: empty but for `fields` (a public single, not in an album). */
export function trackEditorBody(fields: Record<string, unknown>) {
  return {
    album_id: null,
    number: null,
    genres: [],
    tags: [],
    description: null,
    image: null,
    explicit: false,
    downloadable: false,
    public: true,
    release_at: null,
    ...fields,
  };
}
