import type { ArtistRef, Tag } from '@tonearm/shared/catalog/catalog.schemas';
import type { EditableAlbum, EditableTrack } from '@tonearm/shared/music/music.schemas';
import type { AlbumRow, TrackRow } from '../../platform/db/schema';
import type {
  AlbumBundle,
  ArtistRefRow,
  MusicReadRepository,
  NamedRow,
  TrackBundle,
} from './music-read.repository';

function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}

function groupBy<T extends { owner_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.owner_id) ?? [];
    list.push(row);
    map.set(row.owner_id, list);
  }
  return map;
}

const artistRef = (row: ArtistRefRow): ArtistRef => ({
  id: row.id,
  name: row.name,
  image: row.image,
});
const named = (row: NamedRow): Tag => ({ id: row.id, name: row.name, slug: row.slug });

function parseWaveform(value: string | null): number[] | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : null;
  } catch {
    return null;
  }
}

/**
 * EditableTrack / EditableAlbum (shared/music/music.schemas.ts) as the editors, the drafts list
 * and the import answer show them. Self-contained: reads through MusicReadRepository only.
 */
export class MusicPresenter {
  constructor(private readonly repository: MusicReadRepository) {}

  async tracks(ids: number[]): Promise<EditableTrack[]> {
    const bundle = await this.repository.trackBundle(ids);
    const presented = presentTracks(bundle);
    const byId = new Map(presented.map((track) => [track.id, track]));
    return ids.map((id) => byId.get(id)).filter((track) => track !== undefined);
  }

  async track(id: number): Promise<EditableTrack | null> {
    return (await this.tracks([id]))[0] ?? null;
  }

  async albums(ids: number[]): Promise<EditableAlbum[]> {
    const bundle = await this.repository.albumBundle(ids);
    const presented = presentAlbums(bundle);
    const byId = new Map(presented.map((album) => [album.id, album]));
    return ids.map((id) => byId.get(id)).filter((album) => album !== undefined);
  }

  async album(id: number): Promise<EditableAlbum | null> {
    return (await this.albums([id]))[0] ?? null;
  }

  /** The user's drafts: tracks newest first, and their draft albums with tracks in order. */
  async drafts(userId: number): Promise<{ tracks: EditableTrack[]; albums: EditableAlbum[] }> {
    const ids = await this.repository.draftIds(userId);
    const [tracks, albums] = await Promise.all([
      this.tracks(ids.trackIds),
      this.albums(ids.albumIds),
    ]);
    return { tracks, albums };
  }
}

export function presentTracks(bundle: TrackBundle): EditableTrack[] {
  const artists = groupBy(bundle.artists);
  const genres = groupBy(bundle.genres);
  const tags = groupBy(bundle.tags);
  const albumArtists = groupBy(bundle.albumArtists);
  const albums = new Map(bundle.albums.map((album) => [album.id, album]));
  const likes = new Map(bundle.likes.map((like) => [like.id, like.count]));
  const lyrics = new Map(bundle.lyrics.map((row) => [row.track_id, row]));
  return bundle.tracks.map((row: TrackRow) => {
    const album = row.album_id !== null ? albums.get(row.album_id) : undefined;
    const lyric = lyrics.get(row.id);
    return {
      id: row.id,
      name: row.name,
      number: row.number,
      duration_ms: Number(row.duration_ms),
      explicit: !!row.explicit,
      image: row.image ?? album?.image ?? null,
      artists: (artists.get(row.id) ?? []).map(artistRef),
      album: album
        ? {
            id: album.id,
            name: album.name,
            image: album.image,
            artists: (albumArtists.get(album.id) ?? []).map(artistRef),
          }
        : null,
      genres: (genres.get(row.id) ?? []).map(named),
      plays_count: Number(row.plays_count),
      likes_count: likes.get(row.id) ?? 0,
      src: `/api/v1/tracks/${row.id}/stream`,
      has_lyrics: !!lyric,
      description: row.description,
      created_at: iso(row.created_at),
      status: row.status,
      public: !!row.public,
      release_at: isoOrNull(row.release_at),
      user_id: row.user_id,
      album_id: row.album_id,
      downloadable: !!row.downloadable,
      tags: (tags.get(row.id) ?? []).map(named),
      processing: row.processing,
      processing_error: row.processing_error,
      processing_progress: Number(row.processing_progress),
      loudness_lufs: row.loudness_lufs === null ? null : Number(row.loudness_lufs),
      true_peak_db: row.true_peak_db === null ? null : Number(row.true_peak_db),
      waveform: parseWaveform(row.waveform),
      lyrics: lyric ? { text: lyric.text, is_synced: !!lyric.is_synced } : null,
      upload_file_id: row.upload_file_id,
    };
  });
}

export function presentAlbums(bundle: AlbumBundle): EditableAlbum[] {
  const artists = groupBy(bundle.artists);
  const genres = groupBy(bundle.genres);
  const tags = groupBy(bundle.tags);
  const likes = new Map(bundle.likes.map((like) => [like.id, like.count]));
  const tracks = presentTracks(bundle.tracks).sort(
    (a, b) => (a.number ?? 1e9) - (b.number ?? 1e9) || a.id - b.id,
  );
  return bundle.albums.map((row: AlbumRow) => {
    const own = tracks.filter((track) => track.album_id === row.id);
    return {
      id: row.id,
      name: row.name,
      image: row.image,
      release_date: row.release_date,
      type: (['album', 'single', 'ep', 'compilation'].includes(row.type)
        ? row.type
        : 'album') as EditableAlbum['type'],
      artists: (artists.get(row.id) ?? []).map(artistRef),
      genres: (genres.get(row.id) ?? []).map(named),
      tags: (tags.get(row.id) ?? []).map(named),
      description: row.description,
      tracks_count: own.length,
      duration_ms: own.reduce((sum, track) => sum + track.duration_ms, 0),
      plays_count: Number(row.plays_count),
      likes_count: likes.get(row.id) ?? 0,
      created_at: iso(row.created_at),
      status: row.status,
      public: !!row.public,
      release_at: isoOrNull(row.release_at),
      user_id: row.user_id,
      tracks: own,
    };
  });
}
