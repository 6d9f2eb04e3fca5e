import type { TestApp } from './test-app';

export interface OwnerMusic {
  /** An artist the owner manages (artists.user_id). */
  ownArtistId: number;
  /** A published album and a published track the owner uploaded, crediting that artist. */
  ownAlbumId: number;
  ownTrackId: number;
}

/**
 * Music a user manages, straight into the tables: an artist, a published album
 * and a published public track with lyrics on it. Returns their ids.
 */
export async function buildOwnerMusic(
  t: TestApp,
  ownerId: number,
  options: { status?: 'draft' | 'published'; name?: string } = {},
): Promise<OwnerMusic> {
  const db = t.database.db;
  const now = new Date().toISOString();
  const status = options.status ?? 'published';
  const name = options.name ?? `Owner music ${ownerId}`;
  const artist = await db
    .insertInto('artists')
    .values({
      name: `${name} artist`,
      image: null,
      bio: null,
      user_id: ownerId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const album = await db
    .insertInto('albums')
    .values({
      name: `${name} album`,
      image: null,
      release_date: null,
      description: null,
      user_id: ownerId,
      status,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('album_artists')
    .values({ album_id: album.id, artist_id: artist.id, position: 0 })
    .execute();
  const track = await db
    .insertInto('tracks')
    .values({
      name: `${name} track`,
      album_id: album.id,
      number: 1,
      duration_ms: 1000,
      image: null,
      description: null,
      audio_key: null,
      audio_mime: null,
      audio_size: null,
      waveform: null,
      user_id: ownerId,
      status,
      release_at: null,
      loudness_lufs: null,
      true_peak_db: null,
      processing_error: null,
      upload_file_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('track_artists')
    .values({ track_id: track.id, artist_id: artist.id, position: 0 })
    .execute();
  await db
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
