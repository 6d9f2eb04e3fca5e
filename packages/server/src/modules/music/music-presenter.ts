import type {
  EditableAlbum,
  EditableArtist,
  EditableTrack,
} from '@tonearm/shared/music/music.schemas';
import type { ArtistRow } from '../../platform/db/schema';
import type { CatalogService } from '../catalog/catalog.service';
import type { MusicRepository } from './music.repository';

/** A JSON array column's items, or null when it is empty or not an array. */
function parseJsonList(json: string | null): unknown[] | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * EditableTrack / EditableAlbum / EditableArtist (shared/music/music.schemas.ts) as the editors,
 * the drafts list, the import and the publish answers show them: the catalog's public shape as
 * its manager sees it, plus state, visibility, processing, tags and lyrics. Lists keep the order
 * of the ids given.
 */
export class MusicPresenter {
  constructor(
    private readonly repository: MusicRepository,
    private readonly catalog: CatalogService,
  ) {}

  async tracks(ids: number[], userId: number): Promise<EditableTrack[]> {
    const [rows, publicShapes, tags, lyrics] = await Promise.all([
      this.repository.tracksByIds(ids),
      this.catalog.tracks(ids, { id: userId, managesAll: true }),
      this.repository.tagsOf('track', ids),
      this.repository.lyricsOf(ids),
    ]);
    const shapes = new Map(publicShapes.map((track) => [track.id, track]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      const shape = shapes.get(id);
      if (!row || !shape) return [];
      return [
        {
          ...shape,
          editable: true,
          status: row.status,
          public: !!row.public,
          release_at: row.release_at,
          user_id: row.user_id,
          album_id: row.album_id,
          downloadable: !!row.downloadable,
          tags: tags.get(row.id) ?? [],
          processing: row.processing,
          processing_error: row.processing_error,
          processing_progress: row.processing_progress,
          loudness_lufs: row.loudness_lufs,
          true_peak_db: row.true_peak_db,
          waveform:
            parseJsonList(row.waveform)?.filter((n): n is number => typeof n === 'number') ?? null,
          lyrics: lyrics.get(row.id) ?? null,
          upload_file_id: row.upload_file_id,
        },
      ];
    });
  }

  async track(id: number, userId: number): Promise<EditableTrack | null> {
    return (await this.tracks([id], userId))[0] ?? null;
  }

  /** Albums with their tracks in order (number, then id). */
  async albums(ids: number[], userId: number): Promise<EditableAlbum[]> {
    const [rows, publicShapes] = await Promise.all([
      this.repository.albumsByIds(ids),
      this.catalog.albums(ids, { id: userId, managesAll: true }),
    ]);
    const shapes = new Map(publicShapes.map((album) => [album.id, album]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const albums: EditableAlbum[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      const shape = shapes.get(id);
      if (!row || !shape) continue;
      albums.push({
        ...shape,
        status: row.status,
        public: !!row.public,
        release_at: row.release_at,
        user_id: row.user_id,
        editable: true,
        tracks: await this.tracks(await this.repository.trackIdsOfAlbum(id), userId),
      });
    }
    return albums;
  }

  async album(id: number, userId: number): Promise<EditableAlbum | null> {
    return (await this.albums([id], userId))[0] ?? null;
  }

  /** The user's drafts: tracks newest first, and their draft albums with tracks in order. */
  async drafts(userId: number): Promise<{ tracks: EditableTrack[]; albums: EditableAlbum[] }> {
    const ids = await this.repository.draftIds(userId);
    const [tracks, albums] = await Promise.all([
      this.tracks(ids.trackIds, userId),
      this.albums(ids.albumIds, userId),
    ]);
    return { tracks, albums };
  }

  async artist(row: ArtistRow, userId: number): Promise<EditableArtist | null> {
    const [artist] = await this.catalog.artists([row.id], { id: userId, managesAll: true });
    if (!artist) return null;
    return {
      ...artist,
      images: (parseJsonList(row.images) ?? []).filter((i): i is string => typeof i === 'string'),
      user_id: row.user_id,
      editable: true,
    };
  }
}
