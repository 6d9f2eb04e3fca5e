import { sql, type Transaction } from 'kysely';
import { slugify } from '@tonearm/shared/format/slugify';
import type { DB } from '../../platform/db/database';
import { isPostgres } from '../../platform/db/dialect-helpers';
import type { Database } from '../../platform/db/schema';

type Trx = Transaction<Database>;

/** The first key of the two-key advisory lock of imports (the second is the uploader's id). */
const IMPORT_LOCK_SPACE = 15_001;

/** A draft track to create from an upload, with what its tags say. */
export interface DraftTrackInput {
  userId: number;
  name: string;
  number: number | null;
  durationMs: number;
  artists: string[];
  album: { name: string; artists: string[]; releaseDate: string | null } | null;
  genres: string[];
  image: string | null;
  lyrics: { text: string; isSynced: boolean } | null;
  audio: { key: string; mime: string; size: number; fileEntryId: number };
  waveform: number[] | null;
}

/** The only SQL of turning uploads into draft tracks and of the process-track job. */
export class MusicImportRepository {
  constructor(private readonly db: DB) {}

  /**
   * Creates the draft (and the artists, album and genres it needs) in one transaction. The
   * files of one new album often arrive at once: their find-or-create of the user's artists and
   * album must not both miss and both create. SQLite runs one transaction at a time; on
   * PostgreSQL a transaction-scoped advisory lock per uploader serialises their imports (the
   * rows matched are the uploader's own, so other users' imports do not wait).
   */
  createDraft(input: DraftTrackInput): Promise<number> {
    const postgres = isPostgres(this.db);
    return this.db.transaction().execute(async (trx) => {
      if (postgres)
        await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_SPACE}, ${input.userId})`.execute(trx);
      const artistIds = await this.artistIds(trx, input.userId, input.artists);
      const genreIds = await this.genreIds(trx, input.genres);
      let albumId: number | null = null;
      if (input.album) {
        const albumArtistIds = input.album.artists.length
          ? await this.artistIds(trx, input.userId, input.album.artists)
          : artistIds;
        albumId = await this.albumId(trx, input.userId, {
          name: input.album.name,
          artistIds: albumArtistIds,
          releaseDate: input.album.releaseDate,
          image: input.image,
          genreIds,
        });
      }
      const track = await trx
        .insertInto('tracks')
        .values({
          name: input.name,
          album_id: albumId,
          number: input.number,
          duration_ms: input.durationMs,
          image: input.image,
          audio_key: input.audio.key,
          audio_mime: input.audio.mime,
          audio_size: input.audio.size,
          upload_file_id: input.audio.fileEntryId,
          waveform: input.waveform ? JSON.stringify(input.waveform) : null,
          user_id: input.userId,
          status: 'draft',
          public: 1,
          processing: 'queued',
          processing_progress: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (artistIds.length)
        await trx
          .insertInto('track_artists')
          .values(
            artistIds.map((artistId, position) => ({
              track_id: track.id,
              artist_id: artistId,
              position,
            })),
          )
          .execute();
      if (genreIds.length)
        await trx
          .insertInto('track_genres')
          .values(genreIds.map((genreId) => ({ track_id: track.id, genre_id: genreId })))
          .execute();
      if (input.lyrics)
        await trx
          .insertInto('lyrics')
          .values({
            track_id: track.id,
            text: input.lyrics.text,
            is_synced: input.lyrics.isSynced ? 1 : 0,
          })
          .execute();
      return track.id;
    });
  }

  /** Artists by name among those the user manages (case-insensitive), else new ones of theirs. */
  private async artistIds(trx: Trx, userId: number, names: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of names) {
      const found = await trx
        .selectFrom('artists')
        .select('id')
        .where('user_id', '=', userId)
        .where(sql<string>`lower(name)`, '=', name.toLowerCase())
        .orderBy('id')
        .executeTakeFirst();
      const id =
        found?.id ??
        (
          await trx
            .insertInto('artists')
            .values({ name: name.slice(0, 255), user_id: userId })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  private async genreIds(trx: Trx, names: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of names) {
      const slug = slugify(name).slice(0, 100);
      if (!slug) continue;
      // Genres are shared by every uploader: another import may create the same one meanwhile,
      // so the insert gives way to it (unique slug) and the row is read after.
      await trx
        .insertInto('genres')
        .values({ name: name.slice(0, 100), slug })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
      const { id } = await trx
        .selectFrom('genres')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  /**
   * The user's own album of that name crediting the first of these artists (so the files of
   * one album group into it), else a new draft album.
   */
  private async albumId(
    trx: Trx,
    userId: number,
    album: {
      name: string;
      artistIds: number[];
      releaseDate: string | null;
      image: string | null;
      genreIds: number[];
    },
  ): Promise<number> {
    let query = trx
      .selectFrom('albums')
      .select(['albums.id', 'albums.image', 'albums.release_date'])
      .where('albums.user_id', '=', userId)
      .where(sql<string>`lower(albums.name)`, '=', album.name.toLowerCase());
    const lead = album.artistIds[0];
    if (lead !== undefined)
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('album_artists')
            .select('album_artists.album_id')
            .whereRef('album_artists.album_id', '=', 'albums.id')
            .where('album_artists.artist_id', '=', lead),
        ),
      );
    const found = await query.orderBy('albums.id').executeTakeFirst();
    if (found) {
      const patch: { image?: string; release_date?: string } = {};
      if (!found.image && album.image) patch.image = album.image;
      if (!found.release_date && album.releaseDate) patch.release_date = album.releaseDate;
      if (Object.keys(patch).length)
        await trx.updateTable('albums').set(patch).where('id', '=', found.id).execute();
      return found.id;
    }
    const created = await trx
      .insertInto('albums')
      .values({
        name: album.name.slice(0, 255),
        user_id: userId,
        status: 'draft',
        public: 1,
        release_date: album.releaseDate,
        image: album.image,
        type: 'album',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (album.artistIds.length)
      await trx
        .insertInto('album_artists')
        .values(
          album.artistIds.map((artistId, position) => ({
            album_id: created.id,
            artist_id: artistId,
            position,
          })),
        )
        .execute();
    if (album.genreIds.length)
      await trx
        .insertInto('album_genres')
        .values(album.genreIds.map((genreId) => ({ album_id: created.id, genre_id: genreId })))
        .execute();
    return created.id;
  }

  findTrackAudio(trackId: number) {
    return this.db
      .selectFrom('tracks')
      .select(['id', 'audio_key', 'audio_mime', 'duration_ms', 'waveform'])
      .where('id', '=', trackId)
      .executeTakeFirst();
  }

  async updateProcessing(
    trackId: number,
    patch: {
      processing?: 'queued' | 'processing' | 'done' | 'failed';
      processing_progress?: number;
      processing_error?: string | null;
      duration_ms?: number;
      waveform?: string | null;
      loudness_lufs?: number | null;
      true_peak_db?: number | null;
    },
  ): Promise<void> {
    await this.db
      .updateTable('tracks')
      .set({ ...patch, updated_at: new Date().toISOString() })
      .where('id', '=', trackId)
      .execute();
  }
}
